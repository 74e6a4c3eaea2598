/** Code tables and business constants of the specification (sections 3, 4 and 9), verbatim. */

export const RegistryTypes = {
  G: 'Gerçek kişi',
  Y: 'Yabancı gerçek kişi',
  T: 'Tüzel kişi',
  K: 'Kamu kurumu',
  D: 'Diğer',
  B: 'Bilinmeyen su kullanıcısı',
  '*': 'Tümü',
} as const;
export type RegistryType = keyof typeof RegistryTypes;

export const CardBrands = { VISA: 100, MASTER: 200 } as const;
export const CardAttributeCodes = { expiryMonth: 87, expiryYear: 88, cardType: 89 } as const;

export const CollectionTypes = {
  1: 'Nakit',
  2: 'Posta çeki',
  3: 'Borç dekontu',
  4: 'Kredi kartı (3-D Secure)',
  5: 'Depozito borç dekontu',
} as const;
export const ThreeDPaymentCollectionType = '4';

export const RevenueKinds = { 1: 'Kullanım', 2: 'Tesis', 3: 'Güvence' } as const;
export const WaterLineStatuses = {
  1: 'Aktif',
  2: 'Kesme talebi gönderildi',
  3: 'Kesildi',
  4: 'Kesme talebi reddedildi',
} as const;
export const EstateTypes = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;
export const IllegalUseSubscriptionStatus = { 1: 'Abone', 0: 'Abone değil' } as const;
export const MeterStatuses = { 1: 'Çalışıyor', 2: 'Çalışmıyor', 3: 'Sayaç yok' } as const;
export const InstallmentMethods = { 1: 'Tüm borçlar', 2: 'Gecikmiş borçlar' } as const;
export const LateDebtQueryTypes = { 1: 'Borç tutarı', 2: 'Vadesi geçmiş fatura sayısı' } as const;
export const LateDebtOperations = { 1: 'İhbarname gönder', 2: 'Suyu kes' } as const;
export const MeterOperationTypes = { 1: 'Sayaç sökme', 2: 'Sayaç takma', 3: 'Sayaç değiştirme' } as const;

export const ApplicationTypes = {
  1: 'Yeni abonelik',
  2: 'Devir',
  3: 'Adres güncelleme',
  4: 'Güvence bedeli iadesi',
  5: 'Tarife indirimi',
  6: 'İptal',
  7: 'Sayaç değişimi',
  8: 'Pasife alma',
  10: 'Su hattı aktifleştirme',
  11: 'Kaçak kullanım itirazı',
  12: 'Aparat kırma',
  13: 'Çalınan sayaç değişimi',
  14: 'Fatura ve sayaç itirazı',
  15: 'Fatura oluşturma',
  20: 'Tarife değişikliği',
  21: 'Kaçak kullanım ihbarı',
  22: 'Taksitlendirme',
} as const;

export const MerchantBankCodes = { Vakifbank: '0015', Ziraat: '0010', Isbank: '0064', Halk: '0012' } as const;

export const SmsTypes = { code: 6, newPassword: 7 } as const;
export const SmsMessageCodes = { password: 7001, debt: 7002 } as const;

export const Constants = {
  eDevletStateMin: 1000,
  eDevletStateMax: 1000000,
  newPasswordLength: 6,
  defaultTaxOfficeCode: '001105',
  matrimonyRevenueCode: 83,
  collectionExpenseRatioParameterKey: 10,
  receiptCountParameter: 2,
  fileNameMaxLength: 25,
  culture: 'TR',
} as const;

/** Parameter type codes named by the specification. */
export const ParameterTypeCodes = {
  calculationType: 291,
  adDeclarationType: 294,
  committee: 367,
  council: 368,
  agenda: 369,
  department: 370,
  resolutionTypeCommittee: 371,
  resolutionTypeCouncil: 372,
  meetingType: 373,
} as const;

export const AddressSourceTypes = {
  1: 'UAVT (Ulusal Adres Veri Tabanı)',
  2: 'Belediye adres kaydı',
  3: 'Tapu kaydı',
  4: 'Elle girilen adres',
} as const;
export const FileKinds = { O: 'Giden', I: 'Gelen' } as const;
export const RecordKinds = ['H', 'F', 'B', 'N'] as const;
export const FillDirections = ['R', 'L'] as const;

export const Themes = [
  'whitePurple',
  'whiteBlue',
  'slateDark1',
  'slateDark2',
  'purple1',
  'purple2',
  'purpleDark1',
  'purpleDark2',
  'blue',
  'blueDark',
  'red',
  'belsoft',
  'belsoftSideMenu',
] as const;
export type ThemeName = (typeof Themes)[number];

export const Layout = { topBarHeight: 64, sideNavWidth: 260, sideNavCompactWidth: 80, containedWidth: 1200 } as const;

export const ToastRules = { maxVisible: 3, autoHideMs: 5000, shortAutoHideMs: 3000 } as const;

/** Resolution kinds: committee (encümen) and council (meclis). */
export const ResolutionKinds = { COMMITTEE: 'Encümen', COUNCIL: 'Meclis' } as const;
export type ResolutionKind = keyof typeof ResolutionKinds;
