import type { Messages } from '../shared/i18n/tr.js';
import type { IconName } from '../shared/ui/Icon.js';

export type GroupKey = keyof Messages['nav']['groups'];
export type ServiceKey = keyof Messages['nav']['items'];

export interface Service {
  key: ServiceKey;
  path: string;
  group: GroupKey;
  icon: IconName;
  requiresLogin?: boolean;
  /** Extra words a citizen may search with. */
  keywords: string;
}

/** The portal's services as a citizen looks for them; home tiles, side menu and mobile menu all read this. */
export const services: Service[] = [
  {
    key: 'debtQuestioning',
    path: '/DebtQuestioning',
    group: 'payments',
    icon: 'wallet',
    requiresLogin: true,
    keywords: 'borç vergi ödeme kredi kartı tahakkuk emlak su faturası',
  },
  {
    key: 'fastPayment',
    path: '/FastPayment',
    group: 'payments',
    icon: 'bolt',
    keywords: 'hızlı ödeme borç abone kimlik vergi numarası',
  },
  {
    key: 'matrimony',
    path: '/FastPaymentForMatrimony',
    group: 'payments',
    icon: 'rings',
    keywords: 'nikah evlendirme evlilik ücret',
  },
  {
    key: 'receiptVerify',
    path: '/makbuz-dogrula',
    group: 'payments',
    icon: 'doc',
    keywords: 'makbuz doğrulama kod kontrol ödeme belgesi',
  },
  {
    key: 'restructuring',
    path: '/DebtRestructuring',
    group: 'payments',
    icon: 'calendar',
    requiresLogin: true,
    keywords: 'yapılandırma taksit af kanun',
  },
  {
    key: 'estateBuilding',
    path: '/EMunicipalityEstateDeclarationBuilding',
    group: 'declarations',
    icon: 'building',
    requiresLogin: true,
    keywords: 'emlak vergisi bina konut daire beyanname',
  },
  {
    key: 'estatePlot',
    path: '/EMunicipalityEstateDeclarationPlot',
    group: 'declarations',
    icon: 'plot',
    requiresLogin: true,
    keywords: 'emlak vergisi arsa beyanname',
  },
  {
    key: 'estateLand',
    path: '/EMunicipalityEstateDeclarationLand',
    group: 'declarations',
    icon: 'land',
    requiresLogin: true,
    keywords: 'emlak vergisi arazi tarla beyanname',
  },
  {
    key: 'ect',
    path: '/EMunicipalityECTDeclaration',
    group: 'declarations',
    icon: 'leaf',
    requiresLogin: true,
    keywords: 'çtv çevre temizlik vergisi işyeri beyanname',
  },
  {
    key: 'ad',
    path: '/EMunicipalityAdDeclaration',
    group: 'declarations',
    icon: 'sign',
    requiresLogin: true,
    keywords: 'ilan reklam tabela vergisi beyanname',
  },
  {
    key: 'entertainment',
    path: '/EMunicipalityEntertainmentDeclaration',
    group: 'declarations',
    icon: 'ticket',
    requiresLogin: true,
    keywords: 'eğlence vergisi beyanname',
  },
  {
    key: 'contractCancellation',
    path: '/ContractCancellation',
    group: 'water',
    icon: 'water',
    keywords: 'su abonelik iptal fesih sözleşme güvence depozito',
  },
  {
    key: 'streetValuation',
    path: '/EstateStreetValuation',
    group: 'lookups',
    icon: 'map',
    keywords: 'arsa rayiç bedel değer sokak cadde m2 emlak',
  },
  {
    key: 'constructionCost',
    path: '/EstateConstructionCost',
    group: 'lookups',
    icon: 'crane',
    keywords: 'inşaat maliyet bina m2 sınıf',
  },
  {
    key: 'abrasionShare',
    path: '/EstateAbrasionShare',
    group: 'lookups',
    icon: 'percent',
    keywords: 'aşınma payı bina yaşı yıpranma',
  },
  {
    key: 'adTariff',
    path: '/AdvertisingTaxAnnualGroupTariff',
    group: 'lookups',
    icon: 'sign',
    keywords: 'ilan reklam tarife grup fiyat',
  },
  {
    key: 'ectPrice',
    path: '/ECTAnnualPrice',
    group: 'lookups',
    icon: 'leaf',
    keywords: 'çtv çevre temizlik vergisi tutar bina grubu derece',
  },
  {
    key: 'councilResolutions',
    path: '/ResolutionCouncilObservation',
    group: 'resolutions',
    icon: 'gavel',
    keywords: 'meclis karar',
  },
  {
    key: 'committeeResolutions',
    path: '/ResolutionComitteeObservation',
    group: 'resolutions',
    icon: 'gavel',
    keywords: 'encümen karar ihale',
  },
  {
    key: 'registry',
    path: '/RegistryObservation',
    group: 'account',
    icon: 'id',
    requiresLogin: true,
    keywords: 'sicil bilgi kimlik adres',
  },
  {
    key: 'userUpdate',
    path: '/UserUpdate',
    group: 'account',
    icon: 'user',
    requiresLogin: true,
    keywords: 'kullanıcı şifre telefon e-posta güncelle',
  },
  {
    key: 'complaints',
    path: '/ComplaintsAndRequests',
    group: 'requests',
    icon: 'chat',
    keywords: 'istek şikayet öneri başvuru dilekçe',
  },
  { key: 'payroll', path: '/maas-bordrosu', group: 'staff', icon: 'doc', keywords: 'maaş bordro personel çalışan' },
];

export const groupOrder: GroupKey[] = [
  'payments',
  'declarations',
  'water',
  'lookups',
  'resolutions',
  'account',
  'requests',
  'staff',
];
