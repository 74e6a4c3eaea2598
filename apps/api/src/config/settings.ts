import { resolve } from 'node:path';
import { crossProblems, localServiceWarnings } from './checks.js';
import {
  defaultAddress,
  defaultApp,
  defaultMetrics,
  defaultSecrets,
  defaultTimings,
  simulatorBanks,
} from './defaults.js';
import { type Problem, problemsOf, SettingsError, settingsMessage } from './problems.js';
import { type Settings, type SettingsFile, type SettingsOverrides, SettingsSchema } from './schema.js';
import { type EnvironmentLayer, readEnvironment, readSettingsFile } from './sources.js';

export { SettingsError } from './problems.js';
export type { PaymentSettings, SecretSettings, Settings, SettingsOverrides } from './schema.js';

/** The simulators' SMTP server: beside their HTTP port (+25), STARTTLS with its self-signed certificate. */
const simulatorSmtp = (sim: string) => {
  const url = new URL(sim);
  return {
    host: url.hostname,
    port: Number(url.port || 80) + 25,
    secure: false,
    requireTls: true,
    user: 'bildirim',
    rejectUnauthorized: false,
  };
};

/**
 * Defaults for a local demo, then the JSON file named by EBELEDIYE_SETTINGS, then the environment, then overrides.
 * Throws one SettingsError listing every problem: an unknown key, a value out of range, a required secret left
 * empty, a development secret under an https public URL. Warnings (local services under https) go to `warn`.
 */
export function loadSettings(
  overrides: SettingsOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = (message) => console.warn(message),
): Settings {
  const { file, problems: fileProblems } = readSettingsFile(env.EBELEDIYE_SETTINGS);
  const environment = readEnvironment(env);
  const { settings, origins } = merge(file, environment, overrides);
  const parsed = SettingsSchema.safeParse(settings, { error: settingsMessage });
  const merged = [...(parsed.success ? [] : problemsOf(SettingsSchema, parsed.error)), ...crossProblems(settings)];
  const problems = distinct([
    ...fileProblems,
    ...environment.problems,
    ...merged.map((p) => ({ ...p, path: origins.get(p.path) ?? p.path })),
  ]);
  if (problems.length > 0 || !parsed.success) throw new SettingsError(problems, env.EBELEDIYE_SETTINGS);
  for (const warning of localServiceWarnings(parsed.data)) warn(warning);
  return parsed.data;
}

/** One problem per key: a mistake in the file or the environment is not reported again as what followed from it. */
function distinct(problems: Problem[]): Problem[] {
  const kept: Problem[] = [];
  for (const p of problems) {
    if (!kept.some((k) => p.path === k.path || p.path.startsWith(`${k.path}.`))) kept.push(p);
  }
  return kept;
}

/** The spec's single-bank settings shape the active bank: the bank's key ← the setting that replaces it when set. */
const activeBankSettings = [
  ['storeType', 'app', 'StoreType'],
  ['gateUrl', 'secrets', 'ThreeDSecureWebRequestUrl'],
  ['apiUrl', 'secrets', 'VPosWebRequestUrl'],
  ['queryUrl', 'secrets', 'BankRequesUrl'],
  ['clientId', 'secrets', 'MerchantId'],
  ['apiPassword', 'secrets', 'MerchantPassword'],
  ['storeKey', 'secrets', 'StoreKey'],
  ['terminalNo', 'secrets', 'VPosTerminalNo'],
] as const;

/**
 * The layers merged key by key. `origins` maps a merged key to the setting a person would change when it is not
 * the key itself: the environment variable that set it, or the secret or app setting it was taken from.
 */
function merge(file: SettingsFile, environment: EnvironmentLayer, overrides: SettingsFile) {
  const origins = new Map<string, string>();
  const env = environment.layer;
  const pick = <K extends keyof SettingsFile>(key: K): SettingsFile[K] => {
    if (overrides[key] !== undefined) return overrides[key];
    if (env[key] !== undefined) {
      origins.set(key, environment.origins.get(key) ?? key);
      return env[key];
    }
    return file[key];
  };
  const port = pick('port') ?? 3000;
  const sim = (pick('simulatorsUrl') ?? `http://localhost:${env.simulatorsPort ?? port + 100}`).replace(/\/$/, '');
  const edv = `${sim}/edevlet/OAuth2AuthorizationServer`;
  const app = { ...defaultApp, ...file.app, ...overrides.app };
  const secrets = { ...defaultSecrets, ...file.secrets, ...overrides.secrets };
  const nis = { ...file.integrations?.nis, ...overrides.integrations?.nis };
  const sms = { ...file.integrations?.sms, ...overrides.integrations?.sms };
  if (nis.user === undefined) origins.set('integrations.nis.user', 'secrets.NISUsername');
  if (nis.password === undefined) origins.set('integrations.nis.password', 'secrets.NISPassword');
  if (sms.header === undefined) origins.set('integrations.sms.header', 'secrets.TransmissionID');

  const payments = { ...defaultTimings.payments, ...file.payments, ...overrides.payments };
  // Copies, so the active bank's overlay never changes the caller's objects.
  const banks: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries(payments.banks ?? simulatorBanks(sim)).map(([code, bank]) => [code, { bankCode: code, ...bank }]),
  );
  const code = app.ActiveBankMerchantCode;
  const active = banks[code];
  if (active) {
    for (const [key, part, name] of activeBankSettings) {
      const value = part === 'app' ? app[name] : secrets[name];
      if (!value) continue;
      active[key] = value;
      origins.set(`payments.banks.${code}.${key}`, `${part}.${name}`);
    }
  }

  // The metrics listener's port follows the public one (each instance on a machine gets its own) unless set.
  const metrics = {
    host: overrides.metrics?.host ?? env.metricsHost ?? file.metrics?.host ?? defaultMetrics.host,
    port:
      overrides.metrics?.port ??
      env.metricsPort ??
      file.metrics?.port ??
      (port === 0 ? 0 : port + defaultMetrics.portOffset),
  };
  if (overrides.metrics?.port === undefined && env.metricsPort !== undefined) {
    origins.set('metrics.port', 'METRICS_PORT');
  }
  if (overrides.metrics?.host === undefined && env.metricsHost !== undefined) {
    origins.set('metrics.host', 'METRICS_HOST');
  }

  const settings = {
    port,
    host: pick('host') ?? '0.0.0.0',
    publicUrl: pick('publicUrl') ?? `http://localhost:${port}`,
    databaseUrl: pick('databaseUrl'),
    dataDir: resolve(pick('dataDir') ?? 'data/pglite'),
    webDist: pick('webDist'),
    logLevel: pick('logLevel') ?? 'info',
    apiRateLimit: pick('apiRateLimit') ?? 600,
    trustedProxies: pick('trustedProxies') ?? [],
    address: { ...defaultAddress, ...file.address, ...overrides.address },
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
      nis: { url: `${sim}/nis/kps/v2/KisiSorgula`, user: secrets.NISUsername, password: secrets.NISPassword, ...nis },
      sms: {
        url: `${sim}/netgsm/sms/rest/v2/send`,
        header: secrets.TransmissionID,
        timeoutMs: 10_000,
        unicodeEncoding: 'UNICODE',
        ...sms,
      },
      mail: {
        url: `${sim}/mail/send`,
        from: `${app.MunicipalityName} E-Belediye <bildirim@e-belediye.local>`,
        timeoutMs: 10_000,
        smtp: simulatorSmtp(sim),
        ...file.integrations?.mail,
        ...overrides.integrations?.mail,
      },
      accounts: {
        url: `${sim}/accounts/holder`,
        timeoutMs: 5_000,
        ...file.integrations?.accounts,
        ...overrides.integrations?.accounts,
      },
    },
    session: { ...defaultTimings.session, ...file.session, ...overrides.session },
    // Off unless set: the receiver's port follows the public one (3000 → 3027), its domain the sender's address.
    bounces: {
      enabled: false,
      host: '127.0.0.1',
      port: port === 0 ? 0 : port + 27,
      domain: /@([^>\s]+)>?\s*$/.exec(file.integrations?.mail?.from ?? '')?.[1] ?? 'e-belediye.local',
      ...file.bounces,
      ...overrides.bounces,
    },
    passkeys: { ...defaultTimings.passkeys, ...file.passkeys, ...overrides.passkeys },
    office: { ...defaultTimings.office, ...file.office, ...overrides.office },
    workers: { ...defaultTimings.workers, ...file.workers, ...overrides.workers },
    limits: { ...defaultTimings.limits, ...file.limits, ...overrides.limits },
    water: { ...defaultTimings.water, ...file.water, ...overrides.water },
    objections: { ...defaultTimings.objections, ...file.objections, ...overrides.objections },
    humanVerification: {
      ...defaultTimings.humanVerification,
      ...file.humanVerification,
      ...overrides.humanVerification,
    },
    payments: { ...payments, banks },
    metrics,
  } as Settings;
  return { settings, origins };
}
