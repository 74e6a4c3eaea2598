import type { AppSetting } from '@e-belediye/contracts/settings';
import type { BankCode, BankConfig } from '../integrations/banks/types.js';
import type { SecretSettings } from './schema.js';

/**
 * Who the municipality is when the settings file does not say: the demo municipality (Yeşilvadi, Bursa). The demo
 * data reuses it so screens, receipts and resolutions agree.
 */
export const defaultMunicipality = {
  CityName: 'Bursa',
  CityCode: '16',
  CountyName: 'Yeşilvadi',
  CountyCode: '1601',
  MunicipalityName: 'Yeşilvadi Belediyesi',
  MunicipalityNameCapital: 'YEŞİLVADİ BELEDİYESİ',
  Address: 'Cumhuriyet Mahallesi Atatürk Caddesi No: 1 16990 Yeşilvadi / Bursa',
  TaxOffice: 'Yeşilvadi Vergi Dairesi',
  TaxNumber: '9860016015',
  MayorName: 'Ayşe Kaya Demirtaş',
  MayorTitle: 'Belediye Başkanı',
  WebsiteUrl: 'https://www.yesilvadi.bel.tr',
} as const;

/** The municipality's own county and two neighbours served by the same address register. */
export const defaultAddress = { activeSourceType: 1, countyCodes: ['1601', '1602', '1603'], defaultCountyCode: '1601' };

export const defaultApp: AppSetting = {
  Service: '',
  ApplicationName: 'E-Belediye',
  CityName: defaultMunicipality.CityName,
  CityCode: defaultMunicipality.CityCode,
  CountyName: defaultMunicipality.CountyName,
  CountyCode: defaultMunicipality.CountyCode,
  MunicipalityName: defaultMunicipality.MunicipalityName,
  MunicipalityNameCapital: defaultMunicipality.MunicipalityNameCapital,
  MunicipalityAddress: defaultMunicipality.Address,
  MunicipalityTaxOffice: defaultMunicipality.TaxOffice,
  MunicipalityTaxNumber: defaultMunicipality.TaxNumber,
  HasSubscription: true,
  IsEDevletLoginDisable: false,
  MayorName: defaultMunicipality.MayorName,
  MayorTitle: defaultMunicipality.MayorTitle,
  MunicipalityWebsiteUrl: defaultMunicipality.WebsiteUrl,
  MayorPhotosUrl: '/mayor.svg',
  MayorInfoUrl: 'https://www.yesilvadi.bel.tr/baskan',
  ActiveBankMerchantCode: '0010',
  CurrencyCode: '949',
  ExpirationYearsToAdd: 10,
  // Empty: each bank's own store type (payments.banks, bank-hosted by default); set, it replaces the active bank's.
  StoreType: '',
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

/** The `dev-…` values match the simulators' defaults; start-up refuses them under an https public URL. */
export const defaultSecrets: SecretSettings = {
  machineKey: 'dev-machine-key-change-me',
  SystemWSSUser: 'EBELEDIYE_WSS',
  SMSUsername: 'yesilvadi',
  SMSPassword: 'dev-sms-password',
  SMSMunicipalityCode: '1601',
  TransmissionID: 'YESILVADI',
  MailApiKey: 'dev-mail-key',
  MailSmtpPassword: 'dev-smtp-password',
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
  cardHoldKey: 'dev-card-hold-key-change-me',
  metricsToken: '',
};

/** The metrics listener: this machine only, on the public port plus `portOffset` (3000 → 4000) unless set. */
export const defaultMetrics = { host: '127.0.0.1', portOffset: 1000 };

export const defaultTimings = {
  session: { idleMinutes: 30, absoluteHours: 8, rememberDays: 30 },
  passkeys: { proofMinutes: 10 },
  office: { idleMinutes: 15, absoluteHours: 8, reauthMinutes: 5 },
  workers: { enabled: true, intervalMs: 1000, settingsRefreshMs: 30_000 },
  limits: { statementTimeoutMs: 10_000, requestTimeoutMs: 30_000, shutdownGraceMs: 10_000 },
  humanVerification: { maxNumber: 40_000, riskMaxNumber: 250_000 },
  water: { cuttingMinDays: 2, cuttingMaxDays: 30 },
  objections: { decisionDays: 60, lateFeeWhileOpen: 'RUNS' as const, secondApprovalOverKurus: 500_000 },
  payments: {
    orderTtlMinutes: 10,
    firstCheckSeconds: 90,
    checkIntervalSeconds: 60,
    oldestFirst: true,
    fastPaymentTokenMinutes: 30,
  },
};

/**
 * Four demo POS accounts on the simulators, one per bank window, each on its bank-hosted model so the card never
 * reaches the portal (ADR 0006): 3D Pay Hosting at the EstV3 banks (Ziraat, İşbank, Halkbank) and the Common
 * Payment page at Vakıfbank (PayFlex). Each account also holds what its other models need (Vakıfbank's MPI
 * enrollment address), so a store type in the settings is enough to switch. A settings file replaces any of them
 * with the real bank's URLs and credentials.
 */
export function simulatorBanks(sim: string): Record<BankCode, BankConfig> {
  const est = (bankCode: BankCode, bank: string): BankConfig => ({
    bankCode,
    protocol: 'estv3',
    storeType: '3d_pay_hosting',
    gateUrl: `${sim}/estv3/${bank}/fim/est3Dgate`,
    apiUrl: `${sim}/estv3/${bank}/fim/api`,
    clientId: '190100000',
    storeKey: 'dev-store-key',
    apiUser: 'EBELEDIYEAPI',
    apiPassword: 'dev-merchant-password',
  });
  return {
    '0010': est('0010', 'ziraat'),
    '0064': est('0064', 'isbank'),
    '0012': est('0012', 'halkbank'),
    '0015': {
      bankCode: '0015',
      protocol: 'payflex',
      storeType: '3d_pay_hosting',
      commonPaymentUrl: `${sim}/payflex/CommonPayment/api/RegisterTransaction`,
      gateUrl: `${sim}/payflex/MPIAPI/MPI_Enrollment.aspx`,
      apiUrl: `${sim}/payflex/VposWeb/v3/Vposreq.aspx`,
      queryUrl: `${sim}/payflex/UIService/Search.aspx`,
      clientId: '000000000111111',
      storeKey: '',
      apiUser: '',
      apiPassword: 'dev-payflex-password',
      terminalNo: 'VP000001',
      // The simulated issuer's 3-D Secure page; a live account lists its issuers' ACS origins here.
      acsOrigins: [`${sim}/payflex/acs`],
    },
  };
}
