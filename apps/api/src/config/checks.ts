import type { BankConfig } from '../integrations/banks/types.js';
import { defaultSecrets, simulatorBanks } from './defaults.js';
import type { Problem } from './problems.js';
import type { SecretSettings, Settings } from './schema.js';

/*
 * Checks across keys, run on the merged settings. Each bank's own credentials are required by BankConfigSchema,
 * for its protocol; these are the rest.
 */

/**
 * Secrets a service cannot work without. guvenlikApi (read by no service yet) and the spec's single-bank
 * overrides (MerchantId, StoreKey…: empty means the bank's own account in payments.banks) may stay empty.
 */
const requiredSecrets: Array<{ path: string; why: string; unless?: (s: Settings) => boolean }> = [
  { path: 'secrets.machineKey', why: 'insan doğrulaması, üyelik kodları ve ödeme belirteçleri bununla imzalanır' },
  { path: 'secrets.SMSUsername', why: 'şifre sıfırlama ve üyelik kodları SMS ile gider' },
  { path: 'secrets.SMSPassword', why: 'şifre sıfırlama ve üyelik kodları SMS ile gider' },
  {
    path: 'secrets.EDEVLET_CLIENT_SECRET',
    why: 'e-Devlet ile giriş bununla çalışır (app.IsEDevletLoginDisable ile kapatılabilir)',
    unless: (s) => s.app.IsEDevletLoginDisable,
  },
  { path: 'integrations.nis.user', why: 'üyelik başvurusu nüfus kaydıyla doğrulanır' },
  { path: 'integrations.nis.password', why: 'üyelik başvurusu nüfus kaydıyla doğrulanır' },
];

/** Secret keys of the settings, and the credential fields of a bank account. */
const secretKeys: (keyof SecretSettings)[] = [
  'machineKey',
  'SMSPassword',
  'MerchantId',
  'MerchantPassword',
  'StoreKey',
  'EDEVLET_CLIENT_SECRET',
  'NISPassword',
  'guvenlikApi',
];
const bankSecretKeys = ['clientId', 'storeKey', 'apiPassword', 'merchantPassword'] as const;

/** Values only the simulators accept: the `dev-…` defaults and the simulators' merchant accounts. */
const developmentValues = new Set(
  [
    ...secretKeys.map((key) => defaultSecrets[key]),
    ...Object.values(simulatorBanks('')).flatMap((bank) => bankSecretKeys.map((key) => bank[key])),
  ].filter((value): value is string => Boolean(value)),
);

const valueAt = (settings: Settings, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], settings);

const banksOf = (settings: Settings) =>
  Object.entries(settings.payments?.banks ?? {}) as Array<[string, BankConfig | undefined]>;

export function crossProblems(settings: Settings): Problem[] {
  const problems: Problem[] = [];
  for (const { path, why, unless } of requiredSecrets) {
    const value = valueAt(settings, path);
    if (typeof value === 'string' && value.trim() === '' && !unless?.(settings)) {
      problems.push({ path, message: `gerekli gizli ayar boş — ${why}` });
    }
  }
  // Production must never run on demo keys: an https public URL means citizens and real money.
  if (settings.publicUrl?.startsWith('https://')) {
    const secretPaths = [
      ...secretKeys.map((key) => `secrets.${key}`),
      'integrations.nis.password',
      ...banksOf(settings).flatMap(([code]) => bankSecretKeys.map((key) => `payments.banks.${code}.${key}`)),
    ];
    for (const path of secretPaths) {
      const value = valueAt(settings, path);
      if (typeof value === 'string' && developmentValues.has(value)) {
        problems.push({ path, message: 'yerleşik geliştirme değeri https ile yayındaki portalda kullanılamaz' });
      }
    }
  }
  const banks = banksOf(settings);
  // Only a PayFlex MPI bank (storeType 3d) holds a card between 3-D Secure and provision (ADR 0022).
  const holdsCards = banks.some(([, bank]) => bank?.protocol === 'payflex' && bank.storeType === '3d');
  const holdKey = settings.secrets?.cardHoldKey ?? '';
  if (
    holdsCards &&
    (holdKey.trim().length < 16 ||
      (settings.publicUrl?.startsWith('https://') && holdKey === defaultSecrets.cardHoldKey))
  ) {
    problems.push({
      path: 'secrets.cardHoldKey',
      message:
        'en az 16 karakterlik, geliştirme değeri olmayan bir anahtar olmalı — PayFlex kartı provizyona kadar bununla şifrelenir',
    });
  }
  for (const [code, bank] of banks) {
    if (bank?.bankCode && bank.bankCode !== code) {
      problems.push({ path: `payments.banks.${code}.bankCode`, message: `${code} olmalı (anahtarıyla aynı)` });
    }
  }
  const active = settings.app?.ActiveBankMerchantCode;
  if (banks.length > 0 && !banks.some(([code]) => code === active)) {
    problems.push({
      path: 'app.ActiveBankMerchantCode',
      message: `payments.banks içinde olmalı: ${banks.map(([code]) => code).join(', ')}`,
    });
  }
  // /metrics answers without a token only on its own listener: the public port can never be it.
  const metricsPort = settings.metrics?.port;
  if (metricsPort && metricsPort === settings.port) {
    problems.push({ path: 'metrics.port', message: 'port ile aynı olamaz — ölçümler ayrı bir dinleyicide sunulur' });
  }
  const { countyCodes, defaultCountyCode } = settings.address ?? {};
  if (Array.isArray(countyCodes) && !countyCodes.includes(defaultCountyCode)) {
    problems.push({ path: 'address.defaultCountyCode', message: 'address.countyCodes içinde olmalı' });
  }
  return problems;
}

/** An address a browser or the server reaches without TLS or on this machine only: a simulator, most likely. */
function isLocal(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === 'http:' ||
      ['localhost', '0.0.0.0', '[::1]'].includes(hostname) ||
      hostname.endsWith('.localhost') ||
      hostname.startsWith('127.')
    );
  } catch {
    return false;
  }
}

/**
 * Outside systems still on local or plain-http addresses under an https public URL. A warning, not a refusal:
 * a staging portal may run against the simulators (given its own credentials), and the demo keys are refused anyway.
 */
export function localServiceWarnings(settings: Settings): string[] {
  if (!settings.publicUrl.startsWith('https://')) return [];
  const { eDevlet, nis, sms } = settings.integrations;
  const urls: Array<[string, string | undefined]> = [
    ['integrations.eDevlet.authorizeUrl', eDevlet.authorizeUrl],
    ['integrations.eDevlet.tokenUrl', eDevlet.tokenUrl],
    ['integrations.eDevlet.personInfoUrl', eDevlet.personInfoUrl],
    ['integrations.nis.url', nis.url],
    ['integrations.sms.url', sms.url],
    ...banksOf(settings).flatMap(
      ([code, bank]): Array<[string, string | undefined]> => [
        [`payments.banks.${code}.gateUrl`, bank?.gateUrl],
        [`payments.banks.${code}.apiUrl`, bank?.apiUrl],
        [`payments.banks.${code}.queryUrl`, bank?.queryUrl],
      ],
    ),
  ];
  const local = urls.filter(([, url]) => url && isLocal(url)).map(([path]) => path);
  return local.length === 0
    ? []
    : [
        `Uyarı: portal https ile yayında, şu dış sistem adresleri yerel ya da şifresiz (simülatör mü?): ${local.join(', ')}`,
      ];
}
