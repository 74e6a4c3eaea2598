import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMunicipality } from '../../src/config/defaults.js';
import { loadSettings, SettingsError, type SettingsOverrides } from '../../src/config/settings.js';
import { demoMunicipality } from '../../src/modules/demo/municipality.js';

const dir = mkdtempSync(join(tmpdir(), 'ebelediye-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** An environment naming a settings file with this content. */
function withFile(content: unknown, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const path = join(dir, `settings-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return { ...env, EBELEDIYE_SETTINGS: path };
}

/** The problems loadSettings refuses with, one line each. */
function refusal(overrides: SettingsOverrides, env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadSettings(overrides, env, () => {});
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('settings were accepted');
}

const real = (name: string) => `${name}-7Hq2vX9pLm4sT8wZ`;
const realBank = (host: string) =>
  ({
    protocol: 'estv3',
    storeType: '3d',
    gateUrl: `https://${host}/fim/est3Dgate`,
    apiUrl: `https://${host}/fim/api`,
    clientId: '190311557',
    storeKey: real('store'),
    apiUser: 'YESILVADIAPI',
    apiPassword: real('api'),
  }) as const;
/** What a municipality in production writes: https everywhere, its own keys, the real services. */
const production = {
  publicUrl: 'https://ebelediye.yesilvadi.bel.tr',
  secrets: {
    machineKey: real('machine'),
    SMSPassword: real('sms'),
    EDEVLET_CLIENT_SECRET: real('edevlet'),
    NISPassword: real('nis'),
    guvenlikApi: real('guvenlik'),
  },
  integrations: {
    eDevlet: {
      authorizeUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthorizationController',
      tokenUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController',
      personInfoUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthenticationController',
    },
    nis: { url: 'https://kps.nvi.gov.tr/kps/v2/KisiSorgula' },
    sms: { url: 'https://api.netgsm.com.tr/sms/rest/v2/send' },
  },
  payments: { banks: { '0010': realBank('sanalpos2.ziraatbank.com.tr') } },
};

describe('settings', () => {
  it('load the demo municipality on the simulators by default', () => {
    const warnings: string[] = [];
    const settings = loadSettings({}, {}, (w) => warnings.push(w));
    expect(settings.port).toBe(3000);
    expect(settings.publicUrl).toBe('http://localhost:3000');
    expect(settings.app.MunicipalityName).toBe('Yeşilvadi Belediyesi');
    expect(settings.app.MayorName).toBe(demoMunicipality.MayorName);
    expect(settings.integrations.sms.url).toBe('http://localhost:3100/netgsm/sms/rest/v2/send');
    expect(Object.keys(settings.payments.banks).sort()).toEqual(['0010', '0012', '0015', '0064']);
    expect(settings.payments.banks['0015']?.protocol).toBe('payflex');
    expect(warnings).toEqual([]);
  });

  it('give the demo data its identity, never the other way round', () => {
    expect(demoMunicipality).toMatchObject(defaultMunicipality);
    expect(demoMunicipality.Buyuksehir).toBe(true);
  });

  it('take the file, then the environment, then overrides', () => {
    const env = withFile(
      { port: 4000, host: '127.0.0.1', logLevel: 'warn', session: { idleMinutes: 5 } },
      {
        PORT: '4100',
        DATABASE_URL: '',
      },
    );
    const settings = loadSettings({ logLevel: 'silent' }, env);
    expect(settings.port).toBe(4100);
    expect(settings.host).toBe('127.0.0.1');
    expect(settings.logLevel).toBe('silent');
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.session).toEqual({ idleMinutes: 5, absoluteHours: 8, rememberDays: 30 });
    expect(settings.integrations.nis.url).toBe('http://localhost:4200/nis/kps/v2/KisiSorgula');
  });

  it('refuse an unknown or misspelled key in the file, naming its path and the key it likely meant', () => {
    const problems = refusal(
      {},
      withFile({ payments: { oldestFrist: false }, secrets: { machinekey: 'x' }, sesion: {}, colour: 'green' }),
    );
    expect(problems).toEqual([
      'secrets.machinekey: bilinmeyen ayar — machineKey mi?',
      'payments.oldestFrist: bilinmeyen ayar — oldestFirst mi?',
      'sesion: bilinmeyen ayar — session mi?',
      'colour: bilinmeyen ayar',
    ]);
    expect(
      refusal({}, withFile({ payments: { banks: { '0010': { ...realBank('x.example'), storKey: 'k' } } } })),
    ).toEqual(['payments.banks.0010.storKey: bilinmeyen ayar — storeKey mi?']);
  });

  it('refuse wrong values with every problem in one error, and a file that is not JSON', () => {
    const env = withFile({ port: 70000, publicUrl: 'ebelediye.example', workers: { intervalMs: 0 } });
    expect(refusal({}, env)).toEqual([
      'port: en fazla 65535 olmalı',
      'publicUrl: http:// ya da https:// ile başlayan bir adres olmalı',
      'workers.intervalMs: en az 1 olmalı',
    ]);
    expect(refusal({}, withFile('{ "app": '))[0]).toMatch(
      /^EBELEDIYE_SETTINGS: .*settings-\d+\.json geçerli JSON değil/,
    );
  });

  it('refuse a PORT or API_RATE_LIMIT that is not a number', () => {
    expect(refusal({}, { PORT: 'abc', API_RATE_LIMIT: 'many' })).toEqual([
      'PORT: bir tam sayı olmalı (verilen: "abc")',
      'API_RATE_LIMIT: bir tam sayı olmalı (verilen: "many")',
    ]);
    expect(refusal({}, { PORT: '0' })).toEqual(['PORT: en az 1 olmalı (verilen: "0")']);
  });

  it('refuse a required secret left empty, and bank credentials missing for the protocol', () => {
    expect(refusal({}, withFile({ secrets: { machineKey: '', SMSPassword: ' ' } }))).toEqual([
      'secrets.machineKey: gerekli gizli ayar boş — insan doğrulaması, üyelik kodları ve ödeme belirteçleri bununla imzalanır',
      'secrets.SMSPassword: gerekli gizli ayar boş — şifre sıfırlama ve üyelik kodları SMS ile gider',
    ]);
    expect(refusal({ secrets: { EDEVLET_CLIENT_SECRET: '' } }, {})).toEqual([
      'secrets.EDEVLET_CLIENT_SECRET: gerekli gizli ayar boş — e-Devlet ile giriş bununla çalışır (app.IsEDevletLoginDisable ile kapatılabilir)',
    ]);
    expect(() =>
      loadSettings({ secrets: { EDEVLET_CLIENT_SECRET: '' }, app: { IsEDevletLoginDisable: true } }, {}),
    ).not.toThrow();
    const { storeKey: _, ...withoutStoreKey } = realBank('sanalpos.example');
    const payflex = {
      protocol: 'payflex',
      storeType: '3d',
      gateUrl: 'https://mpi.example/MPI_Enrollment.aspx',
      apiUrl: 'https://vpos.example/Vposreq.aspx',
      clientId: '000100000013506',
      apiPassword: real('payflex'),
    } as const;
    expect(refusal({}, withFile({ payments: { banks: { '0010': withoutStoreKey, '0015': payflex } } }))).toEqual([
      'payments.banks.0010.storeKey: eksik',
      'payments.banks.0015.queryUrl: eksik',
      'payments.banks.0015.terminalNo: eksik',
    ]);
  });

  it('refuse the development secrets under an https public URL, each at its key', () => {
    const problems = refusal({}, withFile({ publicUrl: 'https://ebelediye.yesilvadi.bel.tr' }));
    for (const key of ['machineKey', 'SMSPassword', 'EDEVLET_CLIENT_SECRET', 'NISPassword', 'guvenlikApi']) {
      expect(problems).toContain(
        `secrets.${key}: yerleşik geliştirme değeri https ile yayındaki portalda kullanılamaz`,
      );
    }
    expect(problems).toContain(
      'payments.banks.0010.storeKey: yerleşik geliştirme değeri https ile yayındaki portalda kullanılamaz',
    );
    expect(problems).toContain(
      'payments.banks.0015.clientId: yerleşik geliştirme değeri https ile yayındaki portalda kullanılamaz',
    );
    // One demo key left among real ones is still refused.
    const oneLeft = { ...production, secrets: { ...production.secrets, NISPassword: 'dev-nis-password' } };
    expect(refusal({}, withFile(oneLeft))).toEqual([
      'secrets.NISPassword: yerleşik geliştirme değeri https ile yayındaki portalda kullanılamaz',
    ]);
  });

  it('accept real-looking secrets under https, and warn about services left on local addresses', () => {
    const warnings: string[] = [];
    const settings = loadSettings({}, withFile(production), (w) => warnings.push(w));
    expect(settings.publicUrl).toBe('https://ebelediye.yesilvadi.bel.tr');
    expect(settings.payments.banks['0010']?.storeKey).toBe(real('store'));
    expect(warnings).toEqual([]);

    const staging = { ...production, integrations: undefined };
    loadSettings({}, withFile(staging), (w) => warnings.push(w));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Uyarı: portal https ile yayında/);
    expect(warnings[0]).toContain('integrations.eDevlet.authorizeUrl');
    expect(warnings[0]).toContain('integrations.sms.url');
    expect(warnings[0]).not.toContain('payments.banks');
  });

  it("let the spec's single-bank settings shape the active bank, and name them when they are wrong", () => {
    const settings = loadSettings({ secrets: { MerchantId: '190300000', StoreKey: 'own-store-key' } }, {});
    expect(settings.payments.banks['0010']).toMatchObject({ clientId: '190300000', storeKey: 'own-store-key' });
    expect(settings.payments.banks['0064']?.clientId).toBe('190100000');
    expect(refusal({ app: { ActiveBankMerchantCode: '0015', StoreType: '3d_pay' } }, {})).toEqual([
      'app.StoreType: PayFlex yalnızca 3d (MPI) ve 3d_pay_hosting (Ortak Ödeme Sayfası) modellerini destekler',
    ]);
    expect(refusal({ app: { ActiveBankMerchantCode: '0099' } }, {})).toEqual([
      'app.ActiveBankMerchantCode: payments.banks içinde olmalı: 0010, 0064, 0012, 0015',
    ]);
  });

  it('keep the overrides the test suite and the benchmark use', () => {
    const banks = { '0010': realBank('sanalpos.example') };
    const settings = loadSettings(
      {
        logLevel: 'silent',
        apiRateLimit: 100_000,
        port: 0,
        host: '127.0.0.1',
        simulatorsUrl: 'http://127.0.0.1:45678/',
        workers: { enabled: false, intervalMs: 5 },
        humanVerification: { maxNumber: 2000 },
        app: { OperationPauseStartHours: 0, OperationPauseStartMinute: 0 },
        payments: { firstCheckSeconds: 0, oldestFirst: false, banks },
        secrets: { machineKey: 'another-key', MerchantId: '190399999' },
      },
      {},
    );
    expect(settings).toMatchObject({
      port: 0,
      logLevel: 'silent',
      workers: { enabled: false, intervalMs: 5 },
      payments: { firstCheckSeconds: 0, oldestFirst: false, orderTtlMinutes: 10 },
      secrets: { machineKey: 'another-key' },
    });
    expect(settings.integrations.nis.url).toBe('http://127.0.0.1:45678/nis/kps/v2/KisiSorgula');
    expect(settings.payments.banks['0010']).toMatchObject({ bankCode: '0010', clientId: '190399999' });
    // The caller's bank is copied, not changed.
    expect(banks['0010'].clientId).toBe('190311557');
    // Tests change a loaded setting in place.
    settings.payments.oldestFirst = true;
    expect(settings.payments.oldestFirst).toBe(true);
  });
});
