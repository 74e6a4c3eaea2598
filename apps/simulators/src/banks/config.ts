/** The three banks served by the NestPay/EstV3 simulator, as they appear in its paths. */
export const estBanks = ['ziraat', 'isbank', 'halkbank'] as const;
export type EstBank = (typeof estBanks)[number];

export function isEstBank(value: string): value is EstBank {
  return (estBanks as readonly string[]).includes(value);
}

/** One merchant (store) at an EstV3 bank; the portal's bank settings must carry the same values. */
export interface EstMerchant {
  /** SIM_ESTV3_CLIENT_ID (or SIM_ESTV3_<BANK>_CLIENT_ID) */
  clientId: string;
  /** SIM_ESTV3_STORE_KEY — the ver3 hash secret of the 3D forms and callbacks. */
  storeKey: string;
  /** SIM_ESTV3_API_USER / SIM_ESTV3_API_PASSWORD — Name and Password of the /fim/api XML. */
  apiUser: string;
  apiPassword: string;
}

export interface PayflexMerchant {
  /** SIM_PAYFLEX_MERCHANT_ID */
  merchantId: string;
  /** SIM_PAYFLEX_PASSWORD — MerchantPassword at the MPI, Password at the VPOS and the search service. */
  password: string;
  /** SIM_PAYFLEX_TERMINAL */
  terminalNo: string;
}

export interface BanksConfig {
  estv3: Record<EstBank, EstMerchant>;
  payflex: PayflexMerchant;
  /** SIM_BANK_MERCHANT_NAME — shown on the issuer (ACS) pages and sent as merchantName. */
  merchantName: string;
  /** SIM_BANK_ACS_CODE — the one-time code the ACS page accepts (printed on the page). */
  acsCode: string;
  /** SIM_BANK_TIMEOUT_MS — how long the 'bank timeout' card and fault hold a request before the 504. */
  timeoutMs: number;
  /**
   * SIM_BANK_PUBLIC_URL — the browser-facing origin put into PayFlex's ACSUrl/TermUrl. Unset: taken from the
   * enrollment request's Host header, which is right when the portal and the browser reach the same address.
   */
  publicUrl: string | undefined;
}

export type BanksConfigOverrides = Partial<Omit<BanksConfig, 'estv3' | 'payflex'>> & {
  estv3?: Partial<Record<EstBank, Partial<EstMerchant>>>;
  payflex?: Partial<PayflexMerchant>;
};

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function loadBanksConfig(env: NodeJS.ProcessEnv = process.env, overrides: BanksConfigOverrides = {}) {
  const merchant = (bank: EstBank): EstMerchant => {
    const own = (name: string) => env[`SIM_ESTV3_${bank.toUpperCase()}_${name}`] || env[`SIM_ESTV3_${name}`];
    return {
      clientId: own('CLIENT_ID') || '190100000',
      storeKey: own('STORE_KEY') || 'dev-store-key',
      apiUser: own('API_USER') || 'EBELEDIYEAPI',
      apiPassword: own('API_PASSWORD') || 'dev-merchant-password',
      ...overrides.estv3?.[bank],
    };
  };
  const config: BanksConfig = {
    estv3: { ziraat: merchant('ziraat'), isbank: merchant('isbank'), halkbank: merchant('halkbank') },
    payflex: {
      merchantId: env.SIM_PAYFLEX_MERCHANT_ID || '000000000111111',
      password: env.SIM_PAYFLEX_PASSWORD || 'dev-payflex-password',
      terminalNo: env.SIM_PAYFLEX_TERMINAL || 'VP000001',
      ...overrides.payflex,
    },
    merchantName: overrides.merchantName ?? (env.SIM_BANK_MERCHANT_NAME || 'YEŞİLVADİ BELEDİYESİ'),
    acsCode: overrides.acsCode ?? (env.SIM_BANK_ACS_CODE || '123456'),
    timeoutMs: overrides.timeoutMs ?? positiveInt(env.SIM_BANK_TIMEOUT_MS, 15_000),
    publicUrl: overrides.publicUrl ?? (env.SIM_BANK_PUBLIC_URL?.replace(/\/+$/, '') || undefined),
  };
  return config;
}
