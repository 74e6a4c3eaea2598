import type { ComponentType } from 'react';
import type { Localized } from '../shared/i18n/index.js';
import type { IconName } from '../shared/ui/Icon.js';

/**
 * Every page of the portal, one entry each. The router, the side and mobile menus, the home tiles and the service
 * search are built from it; a new service is a folder under features/ and an entry here. Titles and descriptions
 * are in both languages because the menu and the search need them in the first load; a page's other texts travel
 * with its feature's chunk.
 */

/** Who may open a page: anyone, a signed-in member, or municipal staff (signed in; the API checks the permission). */
export type Access = 'public' | 'member' | 'staff';

/** A page module, fetched when its route is first opened, and the props its route gives it. */
export interface PageRef {
  load: () => Promise<{ default: ComponentType<never> }>;
  props: object;
}

export function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ...props: Partial<P> extends P ? [props?: P] : [props: P]
): PageRef {
  return { load: load as PageRef['load'], props: props[0] ?? {} };
}

export interface Page {
  /** The exact path of spec section 2 (case-sensitive). */
  path: string;
  title: Localized;
  access: Access;
}
/** Online, or still to come: a service that is not live yet shows its frame with the "yakında" notice. */
export type Live = { live: true; page: PageRef } | { live: false };
export type Entry = Page & Live;

export const groups = [
  { key: 'payments', title: { tr: 'Borç ve Ödeme', en: 'Debts and Payments' } },
  { key: 'declarations', title: { tr: 'Beyannameler', en: 'Declarations' } },
  { key: 'water', title: { tr: 'Su Hizmetleri', en: 'Water Services' } },
  { key: 'lookups', title: { tr: 'Tarifeler ve Sorgulamalar', en: 'Tariffs and Lookups' } },
  { key: 'resolutions', title: { tr: 'Kararlar', en: 'Resolutions' } },
  { key: 'account', title: { tr: 'Hesabım', en: 'My Account' } },
  { key: 'requests', title: { tr: 'Başvurular', en: 'Applications' } },
  { key: 'staff', title: { tr: 'Personel', en: 'Staff' } },
] as const satisfies ReadonlyArray<{ key: string; title: Localized }>;
export type GroupKey = (typeof groups)[number]['key'];

/** A service of the menu, the home tiles and the search. */
export type Service = Entry & {
  description: Localized;
  group: GroupKey;
  icon: IconName;
  /** Extra words a citizen may search with. */
  keywords: string;
  /** Shown in the menu only when this setting of /AppSetting.json is on. */
  onlyWith?: 'HasSubscription';
};

const council = () =>
  import('../features/resolutions/ResolutionsPage.js').then((mod) => ({ default: mod.CouncilResolutionsPage }));
const committee = () =>
  import('../features/resolutions/ResolutionsPage.js').then((mod) => ({ default: mod.CommitteeResolutionsPage }));
const signIn = () => import('../features/auth/SignInPage.js');
const forgotPassword = () => import('../features/auth/ForgotPasswordPage.js');
const bankWindow = () => import('../features/payments/PaymentWindowPage.js');
const receiptVerify = () => import('../features/payments/ReceiptVerifyPage.js');
const receiptVerifyTitle = { tr: 'Makbuz Doğrulama', en: 'Receipt Verification' };
const estateDeclaration = () => import('../features/declarations/EstateDeclarationPage.js');
const businessDeclaration = () => import('../features/declarations/BusinessDeclarationPage.js');

/** A document's public check: its page, and the same page opened with the code (the document's QR code). */
function documentCheck(path: string, title: Localized, load: PageRef['load']): Entry[] {
  return [path, `${path}/:code`].map((p) => ({ path: p, title, access: 'public', live: true, page: page(load) }));
}

/** The home page: first in the menu, outside the groups. */
export const home: Entry & { icon: IconName } = {
  path: '/anasayfa',
  title: { tr: 'Anasayfa', en: 'Home' },
  access: 'public',
  icon: 'home',
  live: true,
  page: page(() => import('./pages/HomePage.js')),
};

/** The services in the order citizens look for them, grouped by `group`. */
export const services: Service[] = [
  {
    path: '/DebtQuestioning',
    title: { tr: 'Borç Sorgulama ve Ödeme', en: 'Debt Inquiry and Payment' },
    description: {
      tr: 'Sicilinize ve su aboneliklerinize ait borçları görün, kartla ödeyin.',
      en: 'See the debts of your registry and water subscriptions; pay by card.',
    },
    group: 'payments',
    icon: 'wallet',
    access: 'member',
    keywords: 'borç vergi ödeme kredi kartı tahakkuk emlak su faturası',
    live: true,
    page: page(() => import('./pages/DebtQuestioningPage.js')),
  },
  {
    path: '/FastPayment',
    title: { tr: 'Hızlı Ödeme', en: 'Fast Payment' },
    description: {
      tr: 'Giriş yapmadan T.C. kimlik, vergi veya abone numarasıyla borç ödeyin.',
      en: 'Pay debts without signing in, by national ID, tax or subscriber number.',
    },
    group: 'payments',
    icon: 'bolt',
    access: 'public',
    keywords: 'hızlı ödeme borç abone kimlik vergi numarası',
    live: true,
    page: page(() => import('../features/payments/FastPaymentPage.js')),
  },
  {
    path: '/FastPaymentForMatrimony',
    title: { tr: 'Nikah Ücreti Ödeme', en: 'Marriage Fee Payment' },
    description: {
      tr: 'Evlendirme başvurunuzun nikah ücretini ödeyin.',
      en: 'Pay the fee of your marriage application.',
    },
    group: 'payments',
    icon: 'rings',
    access: 'public',
    keywords: 'nikah evlendirme evlilik ücret',
    live: true,
    page: page(() => import('../features/payments/MatrimonyPaymentPage.js')),
  },
  {
    path: '/makbuz-dogrula',
    title: receiptVerifyTitle,
    description: {
      tr: 'Kartla ödeme makbuzunun geçerliliğini doğrulama koduyla kontrol edin.',
      en: 'Check that a card payment receipt is genuine with its verification code.',
    },
    group: 'payments',
    icon: 'doc',
    access: 'public',
    keywords: 'makbuz doğrulama kod kontrol ödeme belgesi',
    live: true,
    page: page(receiptVerify),
  },
  {
    path: '/DebtRestructuring',
    title: { tr: 'Borç Yapılandırma', en: 'Debt Restructuring' },
    description: {
      tr: 'Yapılandırma kanunu kapsamındaki borçlarınızı taksitlendirin.',
      en: 'Pay eligible debts in installments under a restructuring law.',
    },
    group: 'payments',
    icon: 'calendar',
    access: 'member',
    keywords: 'yapılandırma taksit af kanun',
    live: true,
    page: page(() => import('../features/restructuring/RestructuringPage.js')),
  },
  {
    path: '/EMunicipalityEstateDeclarationBuilding',
    title: { tr: 'Bina Beyanı', en: 'Building Declaration' },
    description: {
      tr: 'Emlak vergisi bina beyannamesi verin.',
      en: 'File a property tax declaration for a building.',
    },
    group: 'declarations',
    icon: 'building',
    access: 'member',
    keywords: 'emlak vergisi bina konut daire beyanname',
    live: true,
    page: page(estateDeclaration, { kind: 'building' }),
  },
  {
    path: '/EMunicipalityEstateDeclarationPlot',
    title: { tr: 'Arsa Beyanı', en: 'Plot Declaration' },
    description: {
      tr: 'Emlak vergisi arsa beyannamesi verin.',
      en: 'File a property tax declaration for an urban plot.',
    },
    group: 'declarations',
    icon: 'plot',
    access: 'member',
    keywords: 'emlak vergisi arsa beyanname',
    live: true,
    page: page(estateDeclaration, { kind: 'plot' }),
  },
  {
    path: '/EMunicipalityEstateDeclarationLand',
    title: { tr: 'Arazi Beyanı', en: 'Land Declaration' },
    description: {
      tr: 'Emlak vergisi arazi beyannamesi verin.',
      en: 'File a property tax declaration for rural land.',
    },
    group: 'declarations',
    icon: 'land',
    access: 'member',
    keywords: 'emlak vergisi arazi tarla beyanname',
    live: true,
    page: page(estateDeclaration, { kind: 'land' }),
  },
  {
    path: '/EMunicipalityECTDeclaration',
    title: { tr: 'Çevre Temizlik Vergisi Beyanı', en: 'Environmental Cleaning Tax' },
    description: {
      tr: 'İşyeriniz için ÇTV beyannamesi verin.',
      en: 'File an environmental cleaning tax declaration for your workplace.',
    },
    group: 'declarations',
    icon: 'leaf',
    access: 'member',
    keywords: 'çtv çevre temizlik vergisi işyeri beyanname',
    live: true,
    page: page(businessDeclaration, { kind: 'ect' }),
  },
  {
    path: '/EMunicipalityAdDeclaration',
    title: { tr: 'İlan ve Reklam Beyanı', en: 'Advertising Declaration' },
    description: {
      tr: 'Tabela ve reklamlarınız için beyan verin.',
      en: 'Declare your signs and advertisements.',
    },
    group: 'declarations',
    icon: 'sign',
    access: 'member',
    keywords: 'ilan reklam tabela vergisi beyanname',
    live: true,
    page: page(businessDeclaration, { kind: 'ad' }),
  },
  {
    path: '/EMunicipalityEntertainmentDeclaration',
    title: { tr: 'Eğlence Vergisi Beyanı', en: 'Entertainment Tax' },
    description: { tr: 'Eğlence vergisi beyannamesi verin.', en: 'File an entertainment tax declaration.' },
    group: 'declarations',
    icon: 'ticket',
    access: 'member',
    keywords: 'eğlence vergisi beyanname',
    live: true,
    page: page(businessDeclaration, { kind: 'entertainment' }),
  },
  {
    path: '/beyannamelerim',
    title: { tr: 'Beyannamelerim', en: 'My Declarations' },
    description: {
      tr: 'Verdiğiniz beyannameleri, durumlarını, tahakkuk ve ödemelerini görün; onaylanmadan düzeltin.',
      en: 'See your declarations, their status, accruals and payments; amend them before approval.',
    },
    group: 'declarations',
    icon: 'doc',
    access: 'member',
    keywords: 'beyanname durum tahakkuk iade düzelt geri çek',
    live: true,
    page: page(() => import('../features/declarations/MyDeclarationsPage.js')),
  },
  {
    path: '/ContractCancellation',
    title: { tr: 'Su Sözleşmesi Fesih', en: 'Water Contract Cancellation' },
    description: {
      tr: 'Su aboneliğinizi sonlandırın, güvence bedelinizi geri alın.',
      en: 'End your water subscription and get your deposit back.',
    },
    group: 'water',
    icon: 'water',
    access: 'public',
    keywords: 'su abonelik iptal fesih sözleşme güvence depozito',
    live: true,
    page: page(() => import('../features/water/ContractCancellationPage.js')),
  },
  {
    path: '/aboneliklerim',
    title: { tr: 'Aboneliklerim', en: 'My Subscriptions' },
    description: {
      tr: 'Su aboneliklerinizi, faturalarınızı ve son 24 ayın tüketimini görün.',
      en: 'See your water subscriptions, bills and the last 24 months of consumption.',
    },
    group: 'water',
    icon: 'water',
    access: 'member',
    keywords: 'su abonelik fatura tüketim sayaç m3 endeks',
    onlyWith: 'HasSubscription',
    live: true,
    page: page(() => import('../features/water/SubscriptionsPage.js')),
  },
  {
    path: '/EstateStreetValuation',
    title: { tr: 'Arsa Rayiç Bedelleri', en: 'Plot Unit Values' },
    description: { tr: 'Cadde ve sokak bazında m² rayiç bedelleri.', en: 'Unit values per m² by street.' },
    group: 'lookups',
    icon: 'map',
    access: 'public',
    keywords: 'arsa rayiç bedel değer sokak cadde m2 emlak',
    live: true,
    page: page(() => import('../features/lookups/StreetValuationPage.js')),
  },
  {
    path: '/EstateConstructionCost',
    title: { tr: 'Bina İnşaat Maliyetleri', en: 'Construction Costs' },
    description: {
      tr: 'Yıllara göre m² normal inşaat maliyetleri.',
      en: 'Normal construction cost per m² by year.',
    },
    group: 'lookups',
    icon: 'crane',
    access: 'public',
    keywords: 'inşaat maliyet bina m2 sınıf',
    live: true,
    page: page(() => import('../features/lookups/ConstructionCostPage.js')),
  },
  {
    path: '/EstateAbrasionShare',
    title: { tr: 'Bina Aşınma Payları', en: 'Depreciation Shares' },
    description: {
      tr: 'Bina yaşı ve yapı tarzına göre aşınma oranları.',
      en: 'Depreciation by building age and construction type.',
    },
    group: 'lookups',
    icon: 'percent',
    access: 'public',
    keywords: 'aşınma payı bina yaşı yıpranma',
    live: true,
    page: page(() => import('../features/lookups/AbrasionSharePage.js')),
  },
  {
    path: '/AdvertisingTaxAnnualGroupTariff',
    title: { tr: 'İlan Reklam Tarifesi', en: 'Advertising Tariff' },
    description: {
      tr: 'İlan ve reklam vergisi yıllık grup tarifesi.',
      en: 'Annual group tariff of the advertising tax.',
    },
    group: 'lookups',
    icon: 'sign',
    access: 'public',
    keywords: 'ilan reklam tarife grup fiyat',
    live: true,
    page: page(() => import('../features/lookups/AdTariffPage.js')),
  },
  {
    path: '/ECTAnnualPrice',
    title: { tr: 'ÇTV Yıllık Tutarları', en: 'Cleaning Tax Amounts' },
    description: {
      tr: 'Çevre temizlik vergisi bina grubu ve derece tutarları.',
      en: 'Environmental cleaning tax by building group and degree.',
    },
    group: 'lookups',
    icon: 'leaf',
    access: 'public',
    keywords: 'çtv çevre temizlik vergisi tutar bina grubu derece',
    live: true,
    page: page(() => import('../features/lookups/EctPricePage.js')),
  },
  {
    path: '/ResolutionCouncilObservation',
    title: { tr: 'Meclis Kararları', en: 'Council Resolutions' },
    description: {
      tr: 'Belediye meclisi kararlarında arayın, tam metnini okuyun.',
      en: 'Search municipal council resolutions and read their full text.',
    },
    group: 'resolutions',
    icon: 'gavel',
    access: 'public',
    keywords: 'meclis karar',
    live: true,
    page: page(council),
  },
  {
    path: '/ResolutionComitteeObservation',
    title: { tr: 'Encümen Kararları', en: 'Committee Resolutions' },
    description: {
      tr: 'Belediye encümeni kararlarında arayın, tam metnini okuyun.',
      en: 'Search municipal committee resolutions and read their full text.',
    },
    group: 'resolutions',
    icon: 'gavel',
    access: 'public',
    keywords: 'encümen karar ihale',
    live: true,
    page: page(committee),
  },
  {
    path: '/RegistryObservation',
    title: { tr: 'Sicil Bilgilerim', en: 'My Registry' },
    description: {
      tr: 'Belediyede kayıtlı sicil bilgilerinizi görün.',
      en: 'See your registry record at the municipality.',
    },
    group: 'account',
    icon: 'id',
    access: 'member',
    keywords: 'sicil bilgi kimlik adres',
    live: true,
    page: page(() => import('../features/members/RegistryPage.js')),
  },
  {
    path: '/UserUpdate',
    title: { tr: 'Kullanıcı Bilgilerim', en: 'My Account Details' },
    description: {
      tr: 'İletişim bilgilerinizi ve şifrenizi güncelleyin.',
      en: 'Update your contact details and password.',
    },
    group: 'account',
    icon: 'user',
    access: 'member',
    keywords: 'kullanıcı şifre telefon e-posta güncelle',
    live: true,
    page: page(() => import('../features/members/UserUpdatePage.js')),
  },
  {
    path: '/ComplaintsAndRequests',
    title: { tr: 'İstek ve Şikayet', en: 'Requests and Complaints' },
    description: {
      tr: 'Belediyeye istek ve şikayetinizi iletin, takip edin.',
      en: 'Send a request or complaint to the municipality and follow it.',
    },
    group: 'requests',
    icon: 'chat',
    access: 'public',
    keywords: 'istek şikayet öneri başvuru dilekçe',
    live: true,
    page: page(() => import('../features/complaints/ComplaintsPage.js')),
  },
  {
    // Open without signing in (spec section 2); staff prove who they are on the page itself.
    path: '/maas-bordrosu',
    title: { tr: 'Maaş Bordrosu', en: 'Payroll' },
    description: {
      tr: 'Belediye personeli aylık bordrosunu görüntüler.',
      en: 'Municipal staff view their monthly payroll.',
    },
    group: 'staff',
    icon: 'doc',
    access: 'public',
    keywords: 'maaş bordro personel çalışan',
    live: true,
    page: page(() => import('../features/payroll/PayrollPage.js')),
  },
];

/** The pages that are not services of the menu: sign-in and membership, bank windows, results, shell pages. */
export const pages: Entry[] = [
  home,
  {
    path: '/mobil-menu',
    title: { tr: 'Tüm Hizmetler', en: 'All services' },
    access: 'public',
    live: true,
    page: page(() => import('./pages/MobileMenuPage.js')),
  },
  {
    path: '/session/404',
    title: { tr: 'Sayfa bulunamadı', en: 'Page not found' },
    access: 'public',
    live: true,
    page: page(() => import('./pages/NotFoundPage.js')),
  },
  {
    path: '/session/signin',
    title: { tr: 'E-Belediye Sistemine Giriş', en: 'E-Municipality Sign-in' },
    access: 'public',
    live: true,
    page: page(signIn),
  },
  {
    // The sign-in screen in one-click mode: straight on to e-Devlet.
    path: '/index_edevlet_girisi',
    title: { tr: 'E-Belediye Sistemine Giriş', en: 'E-Municipality Sign-in' },
    access: 'public',
    live: true,
    page: page(signIn, { eDevletAtOnce: true }),
  },
  {
    path: '/e-devlet-girisi',
    title: { tr: 'e-Devlet ile Giriş', en: 'Sign in with e-Devlet' },
    access: 'public',
    live: true,
    page: page(() => import('../features/auth/EDevletPage.js')),
  },
  {
    path: '/session/signup',
    title: { tr: 'E-Belediye Üyelik', en: 'E-Municipality Registration' },
    access: 'public',
    live: true,
    page: page(() => import('../features/members/SignUpPage.js')),
  },
  ...['/session/forgot-password', '/ForgottenPassword'].map(
    (path): Entry => ({
      path,
      title: { tr: 'E-Belediye Şifre Sıfırlama', en: 'E-Municipality Password Reset' },
      access: 'public',
      live: true,
      page: page(forgotPassword),
    }),
  ),
  // The four bank windows of spec section 2; "other banks" serves every bank without a window of its own.
  {
    path: '/ziraat-banka',
    title: { tr: 'Ziraat Bankası ile Ödeme', en: 'Pay with Ziraat Bankası' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0010' }),
  },
  {
    path: '/vakif-banka',
    title: { tr: 'VakıfBank ile Ödeme', en: 'Pay with VakıfBank' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0015' }),
  },
  {
    path: '/payment-is-bank',
    title: { tr: 'İş Bankası ile Ödeme', en: 'Pay with İş Bankası' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0064' }),
  },
  {
    path: '/payment-other-banks',
    title: { tr: 'Diğer Bankalar ile Ödeme', en: 'Pay with Other Banks' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0012' }),
  },
  // Where the bank sends the browser back.
  {
    path: '/success-operation',
    title: { tr: 'İşlem Başarılı', en: 'Operation Successful' },
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/SuccessOperationPage.js')),
  },
  {
    path: '/failed-operation',
    title: { tr: 'İşlem Başarısız', en: 'Operation Failed' },
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/FailedOperationPage.js')),
  },
  // The restructuring plan's QR code links here with its code.
  {
    path: '/yapilandirma-dogrula/:code',
    title: { tr: 'Yapılandırma Planı Doğrulama', en: 'Restructuring Plan Verification' },
    access: 'public',
    live: true,
    page: page(() => import('../features/restructuring/PlanVerifyPage.js')),
  },
  // The receipt's QR code links here with its code.
  { path: '/makbuz-dogrula/:code', title: receiptVerifyTitle, access: 'public', live: true, page: page(receiptVerify) },
  // The declaration receipt's and the payslip's checks, with and without the code their documents print.
  ...documentCheck(
    '/beyanname-dogrula',
    { tr: 'Beyanname Alındısı Doğrulama', en: 'Declaration Receipt Verification' },
    () => import('../features/declarations/ReceiptVerifyPage.js'),
  ),
  ...documentCheck(
    '/bordro-dogrula',
    { tr: 'Bordro Doğrulama', en: 'Payslip Verification' },
    () => import('../features/payroll/DocumentVerifyPage.js'),
  ),
];

/** Every routed entry: the services and the other pages. */
export const entries: Entry[] = [...services, ...pages];

/** The entry of a route path (the pattern, e.g. '/makbuz-dogrula/:code'). */
export const entryOf = (path: string): Entry | undefined => entries.find((e) => e.path === path);
