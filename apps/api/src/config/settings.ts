import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AppSetting } from '@e-belediye/contracts';
import { demoMunicipality as demo } from '../db/seed/municipality.js';
import type { BankCode, BankConfig } from '../integrations/banks/types.js';

/** Settings that never leave the server: credentials, keys and the outside systems' addresses. */
export interface SecretSettings {
  machineKey: string;
  SystemWSSUser: string;
  SMSUsername: string;
  SMSPassword: string;
  SMSMunicipalityCode: string;
  TransmissionID: string;
  MerchantId: string;
  MerchantPassword: string;
  StoreKey: string;
  VPosTerminalNo: string;
  ThreeDSecureWebRequestUrl: string;
  VPosWebRequestUrl: string;
  BankRequesUrl: string;
  EDEVLET_CLIENT_SECRET: string;
  NISUsername: string;
  NISPassword: string;
  guvenlikApi: string;
}

export interface Settings {
  port: number;
  host: string;
  /** Where citizens reach the portal; bank and e-Devlet returns come back here. */
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** Built web app to serve on the same origin, when present. */
  webDist?: string;
  logLevel: string;
  /** Requests per minute per IP on /api. */
  apiRateLimit: number;
  address: { activeSourceType: number; countyCodes: string[]; defaultCountyCode: string };
  app: AppSetting;
  secrets: SecretSettings;
  /** Outside systems; the simulators by default, the real services in production. */
  integrations: {
    eDevlet: { authorizeUrl: string; tokenUrl: string; personInfoUrl: string; scope: string };
    nis: { url: string; user: string; password: string };
    sms: { url: string; header: string; timeoutMs: number };
  };
  session: { idleMinutes: number; absoluteHours: number; rememberDays: number };
  /** Proof-of-work size of the human check: the browser tries up to this many hashes (~0.3 s at 60 000). */
  humanVerification: { maxNumber: number };
  payments: PaymentSettings;
  /** Background jobs (SMS outbox); tests drive them by hand. */
  workers: { enabled: boolean; intervalMs: number };
}

export interface PaymentSettings {
  /** Virtual POS accounts citizens may pay through; ActiveBankMerchantCode picks the one offered first. */
  banks: Partial<Record<BankCode, BankConfig>>;
  /** An order the bank never answered for is given up (and its debts released) after this long. */
  orderTtlMinutes: number;
  /** The settlement job first asks the bank about an unanswered order this long after it was sent. */
  firstCheckSeconds: number;
  /** …and then again at this interval until the order settles or expires. */
  checkIntervalSeconds: number;
  /** When true a partial selection must take each group's oldest debts first (municipal collection order). */
  oldestFirst: boolean;
  /** Lifetime of the signed token a fast-payment or matrimony lookup returns. */
  fastPaymentTokenMinutes: number;
}

export type SettingsOverrides = Partial<Omit<Settings, 'app' | 'secrets' | 'address' | 'integrations' | 'payments'>> & {
  payments?: Partial<PaymentSettings>;
  app?: Partial<AppSetting>;
  secrets?: Partial<SecretSettings>;
  address?: Partial<Settings['address']>;
  integrations?: Partial<Settings['integrations']>;
  simulatorsUrl?: string;
};

const defaultApp: AppSetting = {
  Service: '',
  ApplicationName: 'E-Belediye',
  CityName: demo.CityName,
  CityCode: demo.CityCode,
  CountyName: demo.CountyName,
  CountyCode: demo.CountyCode,
  MunicipalityName: demo.MunicipalityName,
  MunicipalityNameCapital: demo.MunicipalityNameCapital,
  HasSubscription: true,
  IsEDevletLoginDisable: false,
  MayorName: demo.MayorName,
  MayorTitle: demo.MayorTitle,
  MunicipalityWebsiteUrl: demo.WebsiteUrl,
  MayorPhotosUrl: '/mayor.svg',
  MayorInfoUrl: 'https://www.yesilvadi.bel.tr/baskan',
  ActiveBankMerchantCode: '0010',
  CurrencyCode: '949',
  ExpirationYearsToAdd: 10,
  StoreType: '3d',
  SuccessUrl: '/success-operation',
  FailureUrl: '/failed-operation',
  LogoCoordinates: '0,0',
  LogoWidth: 48,
  LogoHeight: 48,
  EDEVLET_REDIRECT_URI: '/e-devlet-girisi',
  EDEVLET_CLIENT_ID: 'yesilvadi-ebelediye',
  OperationPauseStartHours: 23,
  OperationPauseStartMinute: 45,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 15,
  SystemUser: 'EBELEDIYE',
};

const defaultSecrets: SecretSettings = {
  machineKey: 'dev-machine-key-change-me',
  SystemWSSUser: 'EBELEDIYE_WSS',
  SMSUsername: 'yesilvadi',
  SMSPassword: 'dev-sms-password',
  SMSMunicipalityCode: '1601',
  TransmissionID: 'YESILVADI',
  // Empty: the simulators' merchant of each bank (payments.banks). Set, they override the active bank's account.
  MerchantId: '',
  MerchantPassword: '',
  StoreKey: '',
  VPosTerminalNo: '',
  ThreeDSecureWebRequestUrl: '',
  VPosWebRequestUrl: '',
  BankRequesUrl: '',
  EDEVLET_CLIENT_SECRET: 'dev-edevlet-secret',
  NISUsername: 'yesilvadi',
  NISPassword: 'dev-nis-password',
  guvenlikApi: 'dev-guvenlik-api-key',
};

/** Defaults for a local demo, then the JSON file named by EBELEDIYE_SETTINGS, then the environment, then overrides. */
export function loadSettings(overrides: SettingsOverrides = {}, env: NodeJS.ProcessEnv = process.env): Settings {
  const file = env.EBELEDIYE_SETTINGS
    ? (JSON.parse(readFileSync(env.EBELEDIYE_SETTINGS, 'utf8')) as SettingsOverrides)
    : {};
  const port = Number(overrides.port ?? env.PORT ?? file.port ?? 3000);
  const host = overrides.host ?? env.HOST ?? file.host ?? '0.0.0.0';
  const sim = (
    overrides.simulatorsUrl ??
    env.SIMULATORS_URL ??
    file.simulatorsUrl ??
    `http://localhost:${env.SIMULATORS_PORT ?? port + 100}`
  ).replace(/\/$/, '');
  const edv = `${sim}/edevlet/OAuth2AuthorizationServer`;
  const secrets = { ...defaultSecrets, ...file.secrets, ...overrides.secrets };
  const app = { ...defaultApp, ...file.app, ...overrides.app };
  return {
    port,
    host,
    publicUrl: overrides.publicUrl ?? env.PUBLIC_URL ?? file.publicUrl ?? `http://localhost:${port}`,
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined) ?? file.databaseUrl,
    dataDir: resolve(overrides.dataDir ?? env.DATA_DIR ?? file.dataDir ?? 'data/pglite'),
    webDist: overrides.webDist ?? env.WEB_DIST ?? file.webDist,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? file.logLevel ?? 'info',
    apiRateLimit: Number(overrides.apiRateLimit ?? env.API_RATE_LIMIT ?? file.apiRateLimit ?? 600),
    address: {
      activeSourceType: 1,
      countyCodes: ['1601', '1602', '1603'],
      defaultCountyCode: '1601',
      ...file.address,
      ...overrides.address,
    },
    app,
    secrets,
    integrations: {
      eDevlet: {
        authorizeUrl: `${edv}/AuthorizationController`,
        tokenUrl: `${edv}/AccessTokenController`,
        personInfoUrl: `${edv}/AuthenticationController`,
        scope: 'Kimlik-Dogrula;Ad-Soyad',
        ...file.integrations?.eDevlet,
        ...overrides.integrations?.eDevlet,
      },
      nis: {
        url: `${sim}/nis/kps/v2/KisiSorgula`,
        user: secrets.NISUsername,
        password: secrets.NISPassword,
        ...file.integrations?.nis,
        ...overrides.integrations?.nis,
      },
      sms: {
        url: `${sim}/netgsm/sms/rest/v2/send`,
        header: secrets.TransmissionID,
        timeoutMs: 10_000,
        ...file.integrations?.sms,
        ...overrides.integrations?.sms,
      },
    },
    session: { idleMinutes: 30, absoluteHours: 8, rememberDays: 30, ...file.session, ...overrides.session },
    workers: { enabled: true, intervalMs: 1000, ...file.workers, ...overrides.workers },
    humanVerification: { maxNumber: 60_000, ...file.humanVerification, ...overrides.humanVerification },
    payments: paymentSettings(sim, app, secrets, { ...file.payments, ...overrides.payments }),
  };
}

/**
 * Four demo POS accounts on the simulators, one per bank window and together covering every model: Ziraat 3D,
 * İşbank 3D Pay, Halkbank 3D Pay Hosting (EstV3) and Vakıfbank 3D (PayFlex). A settings file replaces any of them
 * with the real bank's URLs and credentials.
 */
function simulatorBanks(sim: string): Record<BankCode, BankConfig> {
  const est = (bankCode: BankCode, bank: string, storeType: BankConfig['storeType']): BankConfig => ({
    bankCode,
    protocol: 'estv3',
    storeType,
    gateUrl: `${sim}/estv3/${bank}/fim/est3Dgate`,
    apiUrl: `${sim}/estv3/${bank}/fim/api`,
    clientId: '190100000',
    storeKey: 'dev-store-key',
    apiUser: 'EBELEDIYEAPI',
    apiPassword: 'dev-merchant-password',
  });
  return {
    '0010': est('0010', 'ziraat', '3d'),
    '0064': est('0064', 'isbank', '3d_pay'),
    '0012': est('0012', 'halkbank', '3d_pay_hosting'),
    '0015': {
      bankCode: '0015',
      protocol: 'payflex',
      storeType: '3d',
      gateUrl: `${sim}/payflex/MPIAPI/MPI_Enrollment.aspx`,
      apiUrl: `${sim}/payflex/VposWeb/v3/Vposreq.aspx`,
      queryUrl: `${sim}/payflex/UIService/Search.aspx`,
      clientId: '000000000111111',
      storeKey: '',
      apiUser: '',
      apiPassword: 'dev-payflex-password',
      terminalNo: 'VP000001',
    },
  };
}

function paymentSettings(
  sim: string,
  app: AppSetting,
  secrets: SecretSettings,
  given: Partial<PaymentSettings>,
): PaymentSettings {
  const banks: Partial<Record<BankCode, BankConfig>> = given.banks ?? simulatorBanks(sim);
  // The spec's single-bank settings (StoreType, ThreeDSecureWebRequestUrl, MerchantId…) shape the active bank.
  const code = app.ActiveBankMerchantCode as BankCode;
  const active = banks[code];
  if (active) {
    const set = <K extends keyof BankConfig>(key: K, value: BankConfig[K] | '') => {
      if (value) active[key] = value as BankConfig[K];
    };
    set('storeType', app.StoreType as BankConfig['storeType']);
    set('gateUrl', secrets.ThreeDSecureWebRequestUrl);
    set('apiUrl', secrets.VPosWebRequestUrl);
    set('queryUrl', secrets.BankRequesUrl);
    set('clientId', secrets.MerchantId);
    set('apiPassword', secrets.MerchantPassword);
    set('storeKey', secrets.StoreKey);
    set('terminalNo', secrets.VPosTerminalNo);
  }
  return {
    orderTtlMinutes: 30,
    firstCheckSeconds: 90,
    checkIntervalSeconds: 60,
    oldestFirst: true,
    fastPaymentTokenMinutes: 30,
    ...given,
    banks,
  } as PaymentSettings;
}
