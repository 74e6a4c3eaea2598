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
const receiptVerifyTitle = 'Makbuz Doğrulama';
const estateDeclaration = () => import('../features/declarations/EstateDeclarationPage.js');
const businessDeclaration = () => import('../features/declarations/BusinessDeclarationPage.js');
const delegation = () => import('../features/delegation/DelegationPage.js');

/** A page that is online, outside the menu: its path, Turkish title and page, open to anyone by default. */
const other = (path: string, tr: string, ref: PageRef, access: Access = 'public'): Entry => ({
  path,
  title: { tr },
  access,
  live: true,
  page: ref,
});

/** A service of the menu that is online: an entry with its menu group and icon. */
const service = (
  path: string,
  tr: string,
  group: GroupKey,
  icon: IconName,
  access: Access,
  ref: PageRef,
  more?: Pick<Service, 'onlyWith'>,
): Service => ({ ...other(path, tr, ref, access), group, icon, ...more });

/** A document's public check: its page, and the same page opened with the code (the document's QR code). */
function documentCheck(path: string, tr: string, load: PageRef['load']): Entry[] {
  return [path, `${path}/:code`].map((p) => other(p, tr, page(load)));
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
  service(
    '/DebtQuestioning',
    'Borç Sorgulama ve Ödeme',
    'payments',
    'wallet',
    'member',
    page(() => import('./pages/DebtQuestioningPage.js')),
  ),
  service(
    '/FastPayment',
    'Hızlı Ödeme',
    'payments',
    'bolt',
    'public',
    page(() => import('../features/payments/FastPaymentPage.js')),
  ),
  service(
    '/FastPaymentForMatrimony',
    'Nikah Ücreti Ödeme',
    'payments',
    'rings',
    'public',
    page(() => import('../features/payments/MatrimonyPaymentPage.js')),
  ),
  service('/makbuz-dogrula', receiptVerifyTitle, 'payments', 'doc', 'public', page(receiptVerify)),
  service(
    '/DebtRestructuring',
    'Borç Yapılandırma',
    'payments',
    'calendar',
    'member',
    page(() => import('../features/restructuring/RestructuringPage.js')),
  ),
  service(
    '/takvimim',
    'Takvimim',
    'payments',
    'calendar',
    'member',
    page(() => import('../features/calendar/TakvimimPage.js')),
  ),
  service(
    '/EMunicipalityEstateDeclarationBuilding',
    'Bina Beyanı',
    'declarations',
    'building',
    'member',
    page(estateDeclaration, { kind: 'building' }),
  ),
  service(
    '/EMunicipalityEstateDeclarationPlot',
    'Arsa Beyanı',
    'declarations',
    'plot',
    'member',
    page(estateDeclaration, { kind: 'plot' }),
  ),
  service(
    '/EMunicipalityEstateDeclarationLand',
    'Arazi Beyanı',
    'declarations',
    'land',
    'member',
    page(estateDeclaration, { kind: 'land' }),
  ),
  service(
    '/EMunicipalityECTDeclaration',
    'Çevre Temizlik Vergisi Beyanı',
    'declarations',
    'leaf',
    'member',
    page(businessDeclaration, { kind: 'ect' }),
  ),
  service(
    '/EMunicipalityAdDeclaration',
    'İlan ve Reklam Beyanı',
    'declarations',
    'sign',
    'member',
    page(businessDeclaration, { kind: 'ad' }),
  ),
  service(
    '/EMunicipalityEntertainmentDeclaration',
    'Eğlence Vergisi Beyanı',
    'declarations',
    'ticket',
    'member',
    page(businessDeclaration, { kind: 'entertainment' }),
  ),
  service(
    '/beyannamelerim',
    'Beyannamelerim',
    'declarations',
    'doc',
    'member',
    page(() => import('../features/declarations/MyDeclarationsPage.js')),
  ),
  service(
    '/ContractCancellation',
    'Su Sözleşmesi Fesih',
    'water',
    'water',
    'public',
    page(() => import('../features/water/ContractCancellationPage.js')),
  ),
  service(
    '/aboneliklerim',
    'Aboneliklerim',
    'water',
    'water',
    'member',
    page(() => import('../features/water/SubscriptionsPage.js')),
    { onlyWith: 'HasSubscription' },
  ),
  service(
    '/EstateStreetValuation',
    'Arsa Rayiç Bedelleri',
    'lookups',
    'map',
    'public',
    page(() => import('../features/lookups/StreetValuationPage.js')),
  ),
  service(
    '/EstateConstructionCost',
    'Bina İnşaat Maliyetleri',
    'lookups',
    'crane',
    'public',
    page(() => import('../features/lookups/ConstructionCostPage.js')),
  ),
  service(
    '/EstateAbrasionShare',
    'Bina Aşınma Payları',
    'lookups',
    'percent',
    'public',
    page(() => import('../features/lookups/AbrasionSharePage.js')),
  ),
  service(
    '/AdvertisingTaxAnnualGroupTariff',
    'İlan Reklam Tarifesi',
    'lookups',
    'sign',
    'public',
    page(() => import('../features/lookups/AdTariffPage.js')),
  ),
  service(
    '/ECTAnnualPrice',
    'ÇTV Yıllık Tutarları',
    'lookups',
    'leaf',
    'public',
    page(() => import('../features/lookups/EctPricePage.js')),
  ),
  service('/ResolutionCouncilObservation', 'Meclis Kararları', 'resolutions', 'gavel', 'public', page(council)),
  service('/ResolutionComitteeObservation', 'Encümen Kararları', 'resolutions', 'gavel', 'public', page(committee)),
  service(
    '/RegistryObservation',
    'Sicil Bilgilerim',
    'account',
    'id',
    'member',
    page(() => import('../features/members/RegistryPage.js')),
  ),
  service(
    '/UserUpdate',
    'Kullanıcı Bilgilerim',
    'account',
    'user',
    'member',
    page(() => import('../features/members/UserUpdatePage.js')),
  ),
  service(
    '/mesajlarim',
    'Mesajlarım',
    'account',
    'chat',
    'member',
    page(() => import('../features/calendar/MessagesPage.js')),
  ),
  service('/yetkilerim', 'Yetkilerim', 'account', 'id', 'member', page(delegation, { side: 'received' })),
  service('/yetki-verdiklerim', 'Yetki Verdiklerim', 'account', 'user', 'member', page(delegation, { side: 'given' })),
  service(
    '/mukelleflerim',
    'Mükelleflerim',
    'account',
    'user',
    'member',
    page(() => import('../features/delegation/ClientsPage.js')),
  ),
  service('/sirket-yetkilisi', 'Şirket Yetkilisi', 'account', 'id', 'member', page(delegation, { side: 'company' })),
  service(
    '/ComplaintsAndRequests',
    'İstek ve Şikayet',
    'requests',
    'chat',
    'public',
    page(() => import('../features/complaints/ComplaintsPage.js')),
  ),
  service(
    '/itirazlarim',
    'İtirazlarım',
    'requests',
    'gavel',
    'member',
    page(() => import('../features/objections/ObjectionsPage.js')),
  ),
  // Open without signing in (spec section 2); staff prove who they are on the page itself.
  service(
    '/maas-bordrosu',
    'Maaş Bordrosu',
    'staff',
    'doc',
    'public',
    page(() => import('../features/payroll/PayrollPage.js')),
  ),
];

/** The pages that are not services of the menu: sign-in and membership, bank windows, results, shell pages. */
export const pages: Entry[] = [
  home,
  other(
    '/mobil-menu',
    'Tüm Hizmetler',
    page(() => import('./pages/MobileMenuPage.js')),
  ),
  other(
    '/session/404',
    'Sayfa bulunamadı',
    page(() => import('./pages/NotFoundPage.js')),
  ),
  other('/session/signin', 'E-Belediye Sistemine Giriş', page(signIn)),
  // The sign-in screen in one-click mode: straight on to e-Devlet.
  other('/index_edevlet_girisi', 'E-Belediye Sistemine Giriş', page(signIn, { eDevletAtOnce: true })),
  other(
    '/e-devlet-girisi',
    'e-Devlet ile Giriş',
    page(() => import('../features/auth/EDevletPage.js')),
  ),
  other(
    '/session/signup',
    'E-Belediye Üyelik',
    page(() => import('../features/members/SignUpPage.js')),
  ),
  ...['/session/forgot-password', '/ForgottenPassword'].map((path) =>
    other(path, 'E-Belediye Şifre Sıfırlama', page(forgotPassword)),
  ),
  // The four bank windows of spec section 2; "other banks" serves every bank without a window of its own.
  other('/ziraat-banka', 'Ziraat Bankası ile Ödeme', page(bankWindow, { bankCode: '0010' })),
  other('/vakif-banka', 'VakıfBank ile Ödeme', page(bankWindow, { bankCode: '0015' })),
  other('/payment-is-bank', 'İş Bankası ile Ödeme', page(bankWindow, { bankCode: '0064' })),
  other('/payment-other-banks', 'Diğer Bankalar ile Ödeme', page(bankWindow, { bankCode: '0012' })),
  // Where the bank sends the browser back.
  other(
    '/success-operation',
    'İşlem Başarılı',
    page(() => import('../features/payments/SuccessOperationPage.js')),
  ),
  other(
    '/failed-operation',
    'İşlem Başarısız',
    page(() => import('../features/payments/FailedOperationPage.js')),
  ),
  // The restructuring plan's QR code links here with its code.
  other(
    '/yapilandirma-dogrula/:code',
    'Yapılandırma Planı Doğrulama',
    page(() => import('../features/restructuring/PlanVerifyPage.js')),
  ),
  // The receipt's QR code links here with its code.
  other('/makbuz-dogrula/:code', receiptVerifyTitle, page(receiptVerify)),
  // The declaration receipt's and the payslip's checks, with and without the code their documents print.
  ...documentCheck(
    '/beyanname-dogrula',
    'Beyanname Alındısı Doğrulama',
    () => import('../features/declarations/ReceiptVerifyPage.js'),
  ),
  ...documentCheck('/bordro-dogrula', 'Bordro Doğrulama', () => import('../features/payroll/DocumentVerifyPage.js')),
  // An objection decision's check; its PDF's QR code opens it with the code.
  ...documentCheck(
    '/itiraz-dogrula',
    'İtiraz Kararı Doğrulama',
    () => import('../features/objections/DecisionVerifyPage.js'),
  ),
];

/** Every routed entry: the services and the other pages. */
export const entries: Entry[] = [...services, ...pages];

/** The entry of a route path (the pattern, e.g. '/makbuz-dogrula/:code'). */
export const entryOf = (path: string): Entry | undefined => entries.find((e) => e.path === path);
