import { isIP } from 'node:net';
import { type PaymentBankCode, PaymentBanks } from '@e-belediye/contracts/payments';
import { AppSettingSchema } from '@e-belediye/contracts/settings';
import { isValidVkn } from '@e-belediye/contracts/validators';
import { z } from 'zod';
import type { BankConfig, StoreType } from '../integrations/banks/types.js';

/*
 * Two schemas over the same parts: the settings FILE (every key optional, unknown keys refused so a misspelling
 * cannot be silently ignored) and the merged `Settings` the server runs on (complete, with types and ranges).
 */

/** A message for a wrong value; a missing one is just "eksik", as everywhere else. */
const wrong = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'eksik' : message);
const port = z.number().int().min(1).max(65535);
const whole = z.number().int().min(1);
const httpUrl = z.url({ protocol: /^https?$/, error: wrong('http:// ya da https:// ile başlayan bir adres olmalı') });
const databaseUrl = z.url({ protocol: /^postgres(ql)?$/, error: wrong('postgres://… biçiminde bir adres olmalı') });
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** proxy-addr's names for the private ranges, accepted as they are. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(text: string): boolean {
  if (PROXY_RANGES.has(text)) return true;
  const [address, bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}
/** A proxy whose X-Forwarded-For is believed: an address or a CIDR range. */
const proxyAddress = z.string().refine(isProxyAddress, {
  error: 'bir IP adresi ya da CIDR aralığı olmalı (ör. 10.0.0.5, 10.0.0.0/8)',
});
/** A bank credential: the bank's protocol cannot sign or authenticate without it. */
const credential = z.string().min(1, 'gerekli kimlik bilgisi boş');

export const BankCodeSchema = z.enum(Object.keys(PaymentBanks) as [PaymentBankCode, ...PaymentBankCode[]]);
const StoreTypeSchema = z.enum(['3d', '3d_pay', '3d_pay_hosting', '3d_host']) satisfies z.ZodType<StoreType>;

const bankFields = {
  bankCode: BankCodeSchema,
  protocol: z.enum(['estv3', 'payflex']),
  storeType: StoreTypeSchema,
  gateUrl: httpUrl,
  apiUrl: httpUrl,
  queryUrl: httpUrl.optional(),
  commonPaymentUrl: httpUrl.optional(),
  clientId: z.string(),
  storeKey: z.string(),
  apiUser: z.string(),
  apiPassword: z.string(),
  terminalNo: z.string().optional(),
  acsOrigins: z.array(httpUrl).optional(),
  merchantPassword: z.string().optional(),
  timeoutMs: whole.optional(),
};

/** A virtual POS account, complete for its protocol (the fields each one reads are documented on BankConfig). */
export const BankConfigSchema = z.discriminatedUnion('protocol', [
  z.object({
    ...bankFields,
    protocol: z.literal('estv3'),
    clientId: credential,
    storeKey: credential,
    apiUser: credential,
    apiPassword: credential,
  }),
  z.object({
    ...bankFields,
    protocol: z.literal('payflex'),
    // PayFlex V4: the 3D model (MPI + VPOS) or its Common Payment page (3d_pay_hosting).
    storeType: z.enum(['3d', '3d_pay_hosting'], {
      error: wrong('PayFlex yalnızca 3d (MPI) ve 3d_pay_hosting (Ortak Ödeme Sayfası) modellerini destekler'),
    }),
    queryUrl: httpUrl,
    // EstV3-only fields.
    storeKey: z.string().default(''),
    apiUser: z.string().default(''),
    clientId: credential,
    apiPassword: credential,
    terminalNo: credential,
  }),
]) satisfies z.ZodType<BankConfig>;

/** The public part, served as /AppSetting.json: the contract's shape with the ranges the server relies on. */
const AppSchema = AppSettingSchema.extend({
  // Printed on every receipt: a number that fails its checksum would make them all wrong.
  MunicipalityTaxNumber: z.string().refine(isValidVkn, '10 haneli, sağlaması doğru bir vergi kimlik numarası olmalı'),
  ExpirationYearsToAdd: whole,
  LogoWidth: z.number().nonnegative(),
  LogoHeight: z.number().nonnegative(),
  OperationPauseStartHours: z.number().int().min(0).max(23),
  OperationPauseStartMinute: z.number().int().min(0).max(59),
  OperationPauseFinishHours: z.number().int().min(0).max(23),
  OperationPauseFinishMinute: z.number().int().min(0).max(59),
});

/** Settings that never leave the server: credentials, keys and the outside systems' addresses. */
export const SecretSettingsSchema = z.object({
  machineKey: z.string(),
  SystemWSSUser: z.string(),
  SMSUsername: z.string(),
  SMSPassword: z.string(),
  SMSMunicipalityCode: z.string(),
  TransmissionID: z.string(),
  /** The e-mail gateway's API key. */
  MailApiKey: z.string(),
  /** The password of the SMTP account mail is sent with (integrations.mail.smtp.user). */
  MailSmtpPassword: z.string(),
  /** The spec's single-bank settings: when set they replace the active bank's account and URLs. */
  MerchantId: z.string(),
  MerchantPassword: z.string(),
  StoreKey: z.string(),
  VPosTerminalNo: z.string(),
  ThreeDSecureWebRequestUrl: z.string(),
  VPosWebRequestUrl: z.string(),
  BankRequesUrl: z.string(),
  EDEVLET_CLIENT_SECRET: z.string(),
  NISUsername: z.string(),
  NISPassword: z.string(),
  guvenlikApi: z.string(),
  /** Seals the PayFlex card between 3-D Secure and provision (ADR 0022); the same on every instance. */
  cardHoldKey: z.string(),
  /** Bearer token that opens /metrics on the public listener; empty: only the metrics listener serves them. */
  metricsToken: z.string(),
});

const AddressSchema = z.object({
  activeSourceType: z.number().int(),
  countyCodes: z.array(z.string().min(1)).min(1),
  defaultCountyCode: z.string().min(1),
});

/** Outside systems; the simulators by default, the real services in production. */
const EDevletSchema = z.object({ authorizeUrl: httpUrl, tokenUrl: httpUrl, personInfoUrl: httpUrl, scope: z.string() });
const NisSchema = z.object({ url: httpUrl, user: z.string(), password: z.string() });
/**
 * NetGSM REST v2. `unicodeEncoding`: the `encoding` value that asks the gateway for UCS-2 (Arabic and any text
 * outside GSM-7 and the Turkish table); NetGSM documents only "TR", so the value comes from the provider's contract
 * ("" leaves the parameter out). ADR 0059.
 */
const SmsSchema = z.object({
  url: httpUrl,
  header: z.string(),
  timeoutMs: whole,
  unicodeEncoding: z.string().max(20),
});
/**
 * SMTP to the municipality's own server or a provider (ADR 0047): `secure` is TLS from the first byte (port 465),
 * otherwise `requireTls` insists on STARTTLS; the account signs in with the secret MailSmtpPassword. A settings
 * file gives it whole.
 */
const SmtpSchema = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65_535),
  secure: z.boolean(),
  requireTls: z.boolean(),
  user: z.string(),
  /** Refuse a server whose certificate does not verify; only the simulators' self-signed one is let through. */
  rejectUnauthorized: z.boolean(),
});
/**
 * E-mail: over SMTP when `smtp` is set (by default the simulators' SMTP server), else to the JSON gateway at `url`
 * (`smtp: null`); `from` is the sender the citizen sees, the time limit is per message.
 */
const MailSchema = z.object({ url: httpUrl, from: z.string().min(3), timeoutMs: whole, smtp: SmtpSchema.nullable() });
/** The banks' account-holder lookup (IBAN → holder), asked before a deposit is refunded to an IBAN. */
const AccountsSchema = z.object({ url: httpUrl, timeoutMs: whole });
/** Water contract cancellation: a line is cut from `cuttingMinDays` to `cuttingMaxDays` days after the application. */
const WaterSchema = z.object({ cuttingMinDays: z.number().int().min(0).max(60), cuttingMaxDays: whole });
/**
 * Objections to an accrual (ADR 0049): days the office has to decide (İYUK art. 10: silence for 60 days is a
 * refusal), whether gecikme zammı stops while a case is open (the law does not stop it: RUNS), and the change in
 * kuruş above which a second clerk approves a decision.
 */
const ObjectionsSchema = z.object({
  decisionDays: whole,
  lateFeeWhileOpen: z.enum(['RUNS', 'STOPS']),
  secondApprovalOverKurus: z.number().int().nonnegative(),
});

const SessionSchema = z.object({ idleMinutes: whole, absoluteHours: whole, rememberDays: whole });
/**
 * Members' passkeys (WebAuthn, ADR 0055): the relying party's id (a host name; the public URL's by default) and the
 * origins a ceremony may come from (the public URL's by default); how long a proof of identity (password and SMS
 * code, or an e-Devlet sign-in) lets the member change passkeys and the second factor.
 */
const PasskeySchema = z.object({
  rpId: z.string().min(1).optional(),
  origins: z.array(httpUrl).optional(),
  proofMinutes: whole,
});
/**
 * The receiver of bounces (ADR 0047): an SMTP listener that takes the delivery status notifications mail servers send
 * back to a message's envelope sender, `bounce+<message>-<signature>@domain` (the domain's MX must point here).
 */
const BouncesSchema = z.object({
  enabled: z.boolean(),
  host: z.string().min(1),
  port: z.number().int().min(0).max(65_535),
  domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^[a-z0-9-]+\.local$/i),
});
/** Staff sessions of the back office: shorter than a citizen's, and sensitive acts need a fresh confirmation. */
const OfficeSchema = z.object({ idleMinutes: whole, absoluteHours: whole, reauthMinutes: whole });
/**
 * Background jobs (SMS outbox, payment settlement); tests drive them by hand. `settingsRefreshMs`: how often each
 * instance reads the latest settings saved in the office, so several instances agree.
 */
const WorkersSchema = z.object({ enabled: z.boolean(), intervalMs: whole, settingsRefreshMs: whole });
/**
 * How long one request may take: PostgreSQL cancels a statement after `statementTimeoutMs`, and a request still
 * unanswered after `requestTimeoutMs` gets a 503; both answer in Turkish (error_timeout).
 */
const LimitsSchema = z.object({
  statementTimeoutMs: whole,
  requestTimeoutMs: whole,
  /** On SIGTERM, how long requests under way may take to finish before the process exits anyway. */
  shutdownGraceMs: whole,
});
/**
 * Proof-of-work size of the human check: the browser tries up to this many hashes (40 000: at most ~1.6 s on a
 * phone four times slower than a desktop, ADR 0005). `riskMaxNumber` applies to an IP or account with failed logins
 * or resets in the last hour.
 */
const HumanVerificationSchema = z.object({ maxNumber: whole, riskMaxNumber: whole });
/**
 * The listener Prometheus scrapes /metrics on without a token: its own address, on this machine only by default
 * (ADR 0030). 0 lets the system pick a free port (tests).
 */
const MetricsSchema = z.object({ host: z.string().min(1), port: z.number().int().min(0).max(65535) });

const paymentFields = {
  /** An order the bank never answered for is given up (and its debts released) after this long. */
  orderTtlMinutes: whole,
  /** The settlement job first asks the bank about an unanswered order this long after it was sent (0: at once). */
  firstCheckSeconds: z.number().int().nonnegative(),
  /** …and then again at this interval until the order settles or expires. */
  checkIntervalSeconds: whole,
  /** When true a partial selection must take each group's oldest debts first (municipal collection order). */
  oldestFirst: z.boolean(),
  /** Lifetime of the signed token a fast-payment or matrimony lookup returns. */
  fastPaymentTokenMinutes: whole,
};

export const PaymentSettingsSchema = z.object({
  /** Virtual POS accounts citizens may pay through; ActiveBankMerchantCode picks the one offered first. */
  banks: z.partialRecord(BankCodeSchema, BankConfigSchema),
  ...paymentFields,
});

export const SettingsSchema = z.object({
  /** 0 lets the system pick a free port (the benchmark); the file and PORT take 1–65535. */
  port: z.number().int().min(0).max(65535),
  host: z.string().min(1),
  /** Where citizens reach the portal; bank and e-Devlet returns come back here. */
  publicUrl: httpUrl,
  databaseUrl: databaseUrl.optional(),
  dataDir: z.string().min(1),
  /** Built web app to serve on the same origin, when present. */
  webDist: z.string().optional(),
  logLevel,
  /** Requests per minute per IP on /api. */
  apiRateLimit: whole,
  /**
   * The reverse proxies in front of the API. Only a request arriving from one of them may name the client's
   * address in X-Forwarded-For; anyone else is known by the connection's own address (rate limits, login
   * throttling and the audit trail count by it). None by default.
   */
  trustedProxies: z.array(proxyAddress),
  address: AddressSchema,
  app: AppSchema,
  secrets: SecretSettingsSchema,
  integrations: z.object({
    eDevlet: EDevletSchema,
    nis: NisSchema,
    sms: SmsSchema,
    mail: MailSchema,
    accounts: AccountsSchema,
  }),
  water: WaterSchema,
  objections: ObjectionsSchema,
  session: SessionSchema,
  bounces: BouncesSchema,
  passkeys: PasskeySchema,
  office: OfficeSchema,
  humanVerification: HumanVerificationSchema,
  payments: PaymentSettingsSchema,
  workers: WorkersSchema,
  limits: LimitsSchema,
  metrics: MetricsSchema,
});

/** Every key of a part may be left out of the file; a key the part does not have is refused. */
const filePart = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) => schema.strict().partial();

/** The JSON file named by EBELEDIYE_SETTINGS; programmatic overrides take the same shape. */
export const SettingsFileSchema = z
  .strictObject({
    port,
    host: z.string().min(1),
    publicUrl: httpUrl,
    databaseUrl,
    dataDir: z.string().min(1),
    webDist: z.string(),
    logLevel,
    apiRateLimit: whole,
    trustedProxies: z.array(proxyAddress),
    /** Base of the simulators' URLs (default http://localhost:PORT+100). */
    simulatorsUrl: httpUrl,
    app: filePart(AppSchema),
    secrets: filePart(SecretSettingsSchema),
    address: filePart(AddressSchema),
    integrations: z
      .strictObject({
        eDevlet: filePart(EDevletSchema),
        nis: filePart(NisSchema),
        sms: filePart(SmsSchema),
        mail: filePart(MailSchema),
        accounts: filePart(AccountsSchema),
      })
      .partial(),
    water: filePart(WaterSchema),
    objections: filePart(ObjectionsSchema),
    session: filePart(SessionSchema),
    bounces: filePart(BouncesSchema),
    passkeys: filePart(PasskeySchema),
    office: filePart(OfficeSchema),
    humanVerification: filePart(HumanVerificationSchema),
    // A bank given here is taken whole (completeness is checked on the merged settings); banks replace the list.
    payments: z
      .strictObject({ banks: z.partialRecord(BankCodeSchema, z.strictObject(bankFields).partial()), ...paymentFields })
      .partial(),
    workers: filePart(WorkersSchema),
    limits: filePart(LimitsSchema),
    metrics: filePart(MetricsSchema),
  })
  .partial();

/** The environment variables the API reads, each read from text into the settings key it sets. */
const wholeText = z
  .string()
  .regex(/^\d+$/, { error: 'bir tam sayı olmalı' })
  .transform((text) => Number(text));
export const environmentVariables = {
  PORT: { key: 'port', schema: wholeText.pipe(port) },
  HOST: { key: 'host', schema: z.string() },
  PUBLIC_URL: { key: 'publicUrl', schema: httpUrl },
  DATABASE_URL: { key: 'databaseUrl', schema: databaseUrl },
  DATA_DIR: { key: 'dataDir', schema: z.string() },
  WEB_DIST: { key: 'webDist', schema: z.string() },
  LOG_LEVEL: { key: 'logLevel', schema: logLevel },
  API_RATE_LIMIT: { key: 'apiRateLimit', schema: wholeText.pipe(whole) },
  /** Comma-separated: "10.0.0.5, 10.1.0.0/16". */
  TRUSTED_PROXIES: {
    key: 'trustedProxies',
    schema: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(proxyAddress)),
  },
  SIMULATORS_URL: { key: 'simulatorsUrl', schema: httpUrl },
  SIMULATORS_PORT: { key: 'simulatorsPort', schema: wholeText.pipe(port) },
  METRICS_PORT: { key: 'metricsPort', schema: wholeText.pipe(port) },
  METRICS_HOST: { key: 'metricsHost', schema: z.string() },
} as const;

export type Settings = z.infer<typeof SettingsSchema>;
export type SecretSettings = z.infer<typeof SecretSettingsSchema>;
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export type SettingsFile = z.infer<typeof SettingsFileSchema>;
/** What tests and tools pass to loadSettings: the file's shape, applied last. */
export type SettingsOverrides = SettingsFile;
