import type { ComponentType } from 'react';
import type { Localized } from '../shared/i18n/index.js';
import type { IconName } from '../shared/ui/Icon.js';

/**
 * Every page of the portal, one entry each. The router, the side and mobile menus, the home tiles and the service
 * search are built from it; a new service is a folder under features/ and an entry here. Titles are in Turkish
 * because the menu and the search need them in the first load; their English and Arabic come with those languages'
 * shell catalogues (`titles` in shared/i18n), and a page's other texts travel with its feature's chunk.
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
  { key: 'payments', title: { tr: 'Borç ve Ödeme' } },
  { key: 'declarations', title: { tr: 'Beyannameler' } },
  { key: 'water', title: { tr: 'Su Hizmetleri' } },
  {
    key: 'lookups',
    title: { tr: 'Tarifeler ve Sorgulamalar' },
  },
  { key: 'resolutions', title: { tr: 'Kararlar' } },
  { key: 'account', title: { tr: 'Hesabım' } },
  { key: 'requests', title: { tr: 'Başvurular' } },
  { key: 'staff', title: { tr: 'Personel' } },
] as const satisfies ReadonlyArray<{ key: string; title: Localized }>;
export type GroupKey = (typeof groups)[number]['key'];

/** A service of the menu, the home tiles and the search. */
export type Service = Entry & {
  group: GroupKey;
  icon: IconName;
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
const receiptVerifyTitle = { tr: 'Makbuz Doğrulama' };
const estateDeclaration = () => import('../features/declarations/EstateDeclarationPage.js');
const businessDeclaration = () => import('../features/declarations/BusinessDeclarationPage.js');
const delegation = () => import('../features/delegation/DelegationPage.js');

/** A document's public check: its page, and the same page opened with the code (the document's QR code). */
function documentCheck(path: string, title: Localized, load: PageRef['load']): Entry[] {
  return [path, `${path}/:code`].map((p) => ({ path: p, title, access: 'public', live: true, page: page(load) }));
}

/** The home page: first in the menu, outside the groups. */
export const home: Entry & { icon: IconName } = {
  path: '/anasayfa',
  title: { tr: 'Anasayfa' },
  access: 'public',
  icon: 'home',
  live: true,
  page: page(() => import('./pages/HomePage.js')),
};

/** The services in the order citizens look for them, grouped by `group`. */
export const services: Service[] = [
  {
    path: '/DebtQuestioning',
    title: { tr: 'Borç Sorgulama ve Ödeme' },
    group: 'payments',
    icon: 'wallet',
    access: 'member',
    live: true,
    page: page(() => import('./pages/DebtQuestioningPage.js')),
  },
  {
    path: '/FastPayment',
    title: { tr: 'Hızlı Ödeme' },
    group: 'payments',
    icon: 'bolt',
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/FastPaymentPage.js')),
  },
  {
    path: '/FastPaymentForMatrimony',
    title: { tr: 'Nikah Ücreti Ödeme' },
    group: 'payments',
    icon: 'rings',
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/MatrimonyPaymentPage.js')),
  },
  {
    path: '/makbuz-dogrula',
    title: receiptVerifyTitle,
    group: 'payments',
    icon: 'doc',
    access: 'public',
    live: true,
    page: page(receiptVerify),
  },
  {
    path: '/DebtRestructuring',
    title: { tr: 'Borç Yapılandırma' },
    group: 'payments',
    icon: 'calendar',
    access: 'member',
    live: true,
    page: page(() => import('../features/restructuring/RestructuringPage.js')),
  },
  {
    path: '/takvimim',
    title: { tr: 'Takvimim' },
    group: 'payments',
    icon: 'calendar',
    access: 'member',
    live: true,
    page: page(() => import('../features/calendar/TakvimimPage.js')),
  },
  {
    path: '/EMunicipalityEstateDeclarationBuilding',
    title: { tr: 'Bina Beyanı' },
    group: 'declarations',
    icon: 'building',
    access: 'member',
    live: true,
    page: page(estateDeclaration, { kind: 'building' }),
  },
  {
    path: '/EMunicipalityEstateDeclarationPlot',
    title: { tr: 'Arsa Beyanı' },
    group: 'declarations',
    icon: 'plot',
    access: 'member',
    live: true,
    page: page(estateDeclaration, { kind: 'plot' }),
  },
  {
    path: '/EMunicipalityEstateDeclarationLand',
    title: { tr: 'Arazi Beyanı' },
    group: 'declarations',
    icon: 'land',
    access: 'member',
    live: true,
    page: page(estateDeclaration, { kind: 'land' }),
  },
  {
    path: '/EMunicipalityECTDeclaration',
    title: { tr: 'Çevre Temizlik Vergisi Beyanı' },
    group: 'declarations',
    icon: 'leaf',
    access: 'member',
    live: true,
    page: page(businessDeclaration, { kind: 'ect' }),
  },
  {
    path: '/EMunicipalityAdDeclaration',
    title: { tr: 'İlan ve Reklam Beyanı' },
    group: 'declarations',
    icon: 'sign',
    access: 'member',
    live: true,
    page: page(businessDeclaration, { kind: 'ad' }),
  },
  {
    path: '/EMunicipalityEntertainmentDeclaration',
    title: { tr: 'Eğlence Vergisi Beyanı' },
    group: 'declarations',
    icon: 'ticket',
    access: 'member',
    live: true,
    page: page(businessDeclaration, { kind: 'entertainment' }),
  },
  {
    path: '/beyannamelerim',
    title: { tr: 'Beyannamelerim' },
    group: 'declarations',
    icon: 'doc',
    access: 'member',
    live: true,
    page: page(() => import('../features/declarations/MyDeclarationsPage.js')),
  },
  {
    path: '/ContractCancellation',
    title: { tr: 'Su Sözleşmesi Fesih' },
    group: 'water',
    icon: 'water',
    access: 'public',
    live: true,
    page: page(() => import('../features/water/ContractCancellationPage.js')),
  },
  {
    path: '/aboneliklerim',
    title: { tr: 'Aboneliklerim' },
    group: 'water',
    icon: 'water',
    access: 'member',
    onlyWith: 'HasSubscription',
    live: true,
    page: page(() => import('../features/water/SubscriptionsPage.js')),
  },
  {
    path: '/EstateStreetValuation',
    title: { tr: 'Arsa Rayiç Bedelleri' },
    group: 'lookups',
    icon: 'map',
    access: 'public',
    live: true,
    page: page(() => import('../features/lookups/StreetValuationPage.js')),
  },
  {
    path: '/EstateConstructionCost',
    title: { tr: 'Bina İnşaat Maliyetleri' },
    group: 'lookups',
    icon: 'crane',
    access: 'public',
    live: true,
    page: page(() => import('../features/lookups/ConstructionCostPage.js')),
  },
  {
    path: '/EstateAbrasionShare',
    title: { tr: 'Bina Aşınma Payları' },
    group: 'lookups',
    icon: 'percent',
    access: 'public',
    live: true,
    page: page(() => import('../features/lookups/AbrasionSharePage.js')),
  },
  {
    path: '/AdvertisingTaxAnnualGroupTariff',
    title: { tr: 'İlan Reklam Tarifesi' },
    group: 'lookups',
    icon: 'sign',
    access: 'public',
    live: true,
    page: page(() => import('../features/lookups/AdTariffPage.js')),
  },
  {
    path: '/ECTAnnualPrice',
    title: { tr: 'ÇTV Yıllık Tutarları' },
    group: 'lookups',
    icon: 'leaf',
    access: 'public',
    live: true,
    page: page(() => import('../features/lookups/EctPricePage.js')),
  },
  {
    path: '/ResolutionCouncilObservation',
    title: { tr: 'Meclis Kararları' },
    group: 'resolutions',
    icon: 'gavel',
    access: 'public',
    live: true,
    page: page(council),
  },
  {
    path: '/ResolutionComitteeObservation',
    title: { tr: 'Encümen Kararları' },
    group: 'resolutions',
    icon: 'gavel',
    access: 'public',
    live: true,
    page: page(committee),
  },
  {
    path: '/RegistryObservation',
    title: { tr: 'Sicil Bilgilerim' },
    group: 'account',
    icon: 'id',
    access: 'member',
    live: true,
    page: page(() => import('../features/members/RegistryPage.js')),
  },
  {
    path: '/UserUpdate',
    title: { tr: 'Kullanıcı Bilgilerim' },
    group: 'account',
    icon: 'user',
    access: 'member',
    live: true,
    page: page(() => import('../features/members/UserUpdatePage.js')),
  },
  {
    path: '/mesajlarim',
    title: { tr: 'Mesajlarım' },
    group: 'account',
    icon: 'chat',
    access: 'member',
    live: true,
    page: page(() => import('../features/calendar/MessagesPage.js')),
  },
  {
    path: '/yetkilerim',
    title: { tr: 'Yetkilerim' },
    group: 'account',
    icon: 'id',
    access: 'member',
    live: true,
    page: page(delegation, { side: 'received' }),
  },
  {
    path: '/yetki-verdiklerim',
    title: { tr: 'Yetki Verdiklerim' },
    group: 'account',
    icon: 'user',
    access: 'member',
    live: true,
    page: page(delegation, { side: 'given' }),
  },
  {
    path: '/mukelleflerim',
    title: { tr: 'Mükelleflerim' },
    group: 'account',
    icon: 'user',
    access: 'member',
    live: true,
    page: page(() => import('../features/delegation/ClientsPage.js')),
  },
  {
    path: '/sirket-yetkilisi',
    title: { tr: 'Şirket Yetkilisi' },
    group: 'account',
    icon: 'id',
    access: 'member',
    live: true,
    page: page(delegation, { side: 'company' }),
  },
  {
    path: '/ComplaintsAndRequests',
    title: { tr: 'İstek ve Şikayet' },
    group: 'requests',
    icon: 'chat',
    access: 'public',
    live: true,
    page: page(() => import('../features/complaints/ComplaintsPage.js')),
  },
  {
    path: '/itirazlarim',
    title: { tr: 'İtirazlarım' },
    group: 'requests',
    icon: 'gavel',
    access: 'member',
    live: true,
    page: page(() => import('../features/objections/ObjectionsPage.js')),
  },
  {
    // Open without signing in (spec section 2); staff prove who they are on the page itself.
    path: '/maas-bordrosu',
    title: { tr: 'Maaş Bordrosu' },
    group: 'staff',
    icon: 'doc',
    access: 'public',
    live: true,
    page: page(() => import('../features/payroll/PayrollPage.js')),
  },
];

/** The pages that are not services of the menu: sign-in and membership, bank windows, results, shell pages. */
export const pages: Entry[] = [
  home,
  {
    path: '/mobil-menu',
    title: { tr: 'Tüm Hizmetler' },
    access: 'public',
    live: true,
    page: page(() => import('./pages/MobileMenuPage.js')),
  },
  {
    path: '/session/404',
    title: { tr: 'Sayfa bulunamadı' },
    access: 'public',
    live: true,
    page: page(() => import('./pages/NotFoundPage.js')),
  },
  {
    path: '/session/signin',
    title: { tr: 'E-Belediye Sistemine Giriş' },
    access: 'public',
    live: true,
    page: page(signIn),
  },
  {
    // The sign-in screen in one-click mode: straight on to e-Devlet.
    path: '/index_edevlet_girisi',
    title: { tr: 'E-Belediye Sistemine Giriş' },
    access: 'public',
    live: true,
    page: page(signIn, { eDevletAtOnce: true }),
  },
  {
    path: '/e-devlet-girisi',
    title: { tr: 'e-Devlet ile Giriş' },
    access: 'public',
    live: true,
    page: page(() => import('../features/auth/EDevletPage.js')),
  },
  {
    path: '/session/signup',
    title: { tr: 'E-Belediye Üyelik' },
    access: 'public',
    live: true,
    page: page(() => import('../features/members/SignUpPage.js')),
  },
  ...['/session/forgot-password', '/ForgottenPassword'].map(
    (path): Entry => ({
      path,
      title: { tr: 'E-Belediye Şifre Sıfırlama' },
      access: 'public',
      live: true,
      page: page(forgotPassword),
    }),
  ),
  // The four bank windows of spec section 2; "other banks" serves every bank without a window of its own.
  {
    path: '/ziraat-banka',
    title: { tr: 'Ziraat Bankası ile Ödeme' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0010' }),
  },
  {
    path: '/vakif-banka',
    title: { tr: 'VakıfBank ile Ödeme' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0015' }),
  },
  {
    path: '/payment-is-bank',
    title: { tr: 'İş Bankası ile Ödeme' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0064' }),
  },
  {
    path: '/payment-other-banks',
    title: { tr: 'Diğer Bankalar ile Ödeme' },
    access: 'public',
    live: true,
    page: page(bankWindow, { bankCode: '0012' }),
  },
  // Where the bank sends the browser back.
  {
    path: '/success-operation',
    title: { tr: 'İşlem Başarılı' },
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/SuccessOperationPage.js')),
  },
  {
    path: '/failed-operation',
    title: { tr: 'İşlem Başarısız' },
    access: 'public',
    live: true,
    page: page(() => import('../features/payments/FailedOperationPage.js')),
  },
  // The restructuring plan's QR code links here with its code.
  {
    path: '/yapilandirma-dogrula/:code',
    title: { tr: 'Yapılandırma Planı Doğrulama' },
    access: 'public',
    live: true,
    page: page(() => import('../features/restructuring/PlanVerifyPage.js')),
  },
  // The receipt's QR code links here with its code.
  { path: '/makbuz-dogrula/:code', title: receiptVerifyTitle, access: 'public', live: true, page: page(receiptVerify) },
  // The declaration receipt's and the payslip's checks, with and without the code their documents print.
  ...documentCheck(
    '/beyanname-dogrula',
    { tr: 'Beyanname Alındısı Doğrulama' },
    () => import('../features/declarations/ReceiptVerifyPage.js'),
  ),
  ...documentCheck(
    '/bordro-dogrula',
    { tr: 'Bordro Doğrulama' },
    () => import('../features/payroll/DocumentVerifyPage.js'),
  ),
  // An objection decision's check; its PDF's QR code opens it with the code.
  ...documentCheck(
    '/itiraz-dogrula',
    { tr: 'İtiraz Kararı Doğrulama' },
    () => import('../features/objections/DecisionVerifyPage.js'),
  ),
];

/** Every routed entry: the services and the other pages. */
export const entries: Entry[] = [...services, ...pages];

/** The entry of a route path (the pattern, e.g. '/makbuz-dogrula/:code'). */
export const entryOf = (path: string): Entry | undefined => entries.find((e) => e.path === path);
