import type { Permission } from '@e-belediye/contracts';
import { type PageRef, page } from '../app/manifest.js';
import type { Localized } from '../shared/i18n/index.js';
import type { IconName } from '../shared/ui/Icon.js';

/**
 * Every page of the municipal office (`/yonetim`, its own lazy bundle), one entry each. The office router and its
 * menu are built from it: a person sees only the pages whose permission they hold (the API checks it again on
 * every call). A service's desk lives in its feature folder (features/<domain>/office/) and is added here.
 */
export interface OfficePage {
  /** Below /yonetim, e.g. 'kararlar' → /yonetim/kararlar. */
  path: string;
  title: Localized;
  /** What the person must hold to see the page; null: every signed-in staff member. */
  permission: Permission | null;
  icon: IconName;
  page: PageRef;
  /** Shown on the work-list home with a count of what waits (the page's own call answers it). */
  workList?: boolean;
  /** How many items wait at this desk, for the work-list home (a loader, so the desk's code stays in its chunk). */
  waiting?: () => Promise<number>;
}

export const officePages: OfficePage[] = [
  {
    path: 'personel',
    title: { tr: 'Personel Yönetimi', en: 'Staff Administration' },
    permission: 'staff.admin',
    icon: 'user',
    page: page(() => import('../features/staff/StaffPage.js')),
  },
  {
    path: 'denetim',
    title: { tr: 'Denetim Kayıtları', en: 'Audit Log' },
    permission: 'audit.read',
    icon: 'search',
    page: page(() => import('../features/staff/AuditLogPage.js')),
  },
  {
    path: 'uyeler',
    title: { tr: 'Üyeler ve Siciller', en: 'Members and Registries' },
    permission: 'members.read',
    icon: 'id',
    page: page(() => import('./MembersDesk.js')),
  },
  {
    path: 'sirket-yetkilileri',
    title: { tr: 'Şirket Yetkilileri', en: 'Company Authorised People' },
    permission: 'members.read',
    icon: 'id',
    page: page(() => import('../features/delegation/office/CompanyDeskPage.js')),
    workList: true,
    waiting: () => import('../features/delegation/office/waiting.js').then((m) => m.waitingCompanyApplications()),
  },
  {
    path: 'mutabakat',
    title: { tr: 'Tahsilat Mutabakatı', en: 'Payment Reconciliation' },
    permission: 'payments.reconcile',
    icon: 'wallet',
    page: page(() => import('../features/reconciliation/ReconciliationPage.js')),
    workList: true,
    waiting: () => import('../features/reconciliation/waiting.js').then((m) => m.waitingAtReconciliation()),
  },
  {
    path: 'kararlar',
    title: { tr: 'Karar Masası', en: 'Resolutions Desk' },
    permission: 'resolutions.publish',
    icon: 'gavel',
    page: page(() => import('../features/resolutions/office/ResolutionDeskPage.js')),
  },
  {
    path: 'beyannameler',
    title: { tr: 'Beyanname İnceleme', en: 'Declaration Review' },
    permission: 'declarations.review',
    icon: 'doc',
    page: page(() => import('../features/declarations/office/DeclarationDeskPage.js')),
    workList: true,
    waiting: () => import('../features/declarations/office/waiting.js').then((m) => m.waitingAtDeclarationReview()),
  },
  {
    path: 'beyanname-tablolari',
    title: { tr: 'Beyanname Hesap Tabloları', en: 'Declaration Tables' },
    permission: 'declarations.review',
    icon: 'calendar',
    page: page(() => import('../features/declarations/office/TablesPage.js')),
  },
  {
    path: 'su-fesih',
    title: { tr: 'Su Sözleşmesi Fesih', en: 'Water Contract Cancellation' },
    permission: 'water.cancellations',
    icon: 'water',
    page: page(() => import('../features/water/office/WaterDeskPage.js')),
    workList: true,
    waiting: () => import('../features/water/office/waiting.js').then((m) => m.waitingAtWaterDesk()),
  },
  {
    path: 'yapilandirma',
    title: { tr: 'Yapılandırma Masası', en: 'Restructuring Desk' },
    permission: 'restructuring.campaigns',
    icon: 'calendar',
    page: page(() => import('../features/restructuring/office/RestructuringDeskPage.js')),
    workList: true,
    waiting: () => import('../features/restructuring/office/waiting.js').then((m) => m.waitingAtRestructuring()),
  },
  {
    path: 'bildirimler',
    title: { tr: 'Bildirimler', en: 'Notifications' },
    permission: 'jobs.read',
    icon: 'chat',
    page: page(() => import('../features/calendar/office/DeliveryDeskPage.js')),
  },
  {
    path: 'duyurular',
    title: { tr: 'Duyuru Masası', en: 'Announcement Desk' },
    permission: 'notifications.send',
    icon: 'chat',
    page: page(() => import('../features/calendar/office/AnnouncementDeskPage.js')),
  },
  {
    path: 'ayarlar',
    title: { tr: 'Çalışma Ayarları', en: 'Run-time Settings' },
    permission: 'settings.edit',
    icon: 'palette',
    page: page(() => import('../features/settings/SettingsPage.js')),
  },
  {
    path: 'bordro',
    title: { tr: 'Bordro Masası', en: 'Payroll Desk' },
    permission: 'payroll.import',
    icon: 'doc',
    page: page(() => import('../features/payroll/office/PayrollDeskPage.js')),
    workList: true,
    waiting: () => import('../features/payroll/office/waiting.js').then((m) => m.waitingAtPayroll()),
  },
  {
    path: 'sikayetler',
    title: { tr: 'İstek ve Şikayet Masası', en: 'Requests and Complaints Desk' },
    permission: 'complaints.handle',
    icon: 'chat',
    page: page(() => import('../features/complaints/office/ComplaintDeskPage.js')),
    workList: true,
    waiting: () => import('../features/complaints/office/waiting.js').then((m) => m.waitingAtComplaints()),
  },
  {
    path: 'itirazlar',
    title: { tr: 'İtiraz Masası', en: 'Objections Desk' },
    permission: 'objections.decide',
    icon: 'gavel',
    page: page(() => import('../features/objections/office/ObjectionDeskPage.js')),
    workList: true,
    waiting: () => import('../features/objections/office/waiting.js').then((m) => m.waitingAtObjections()),
  },
  {
    path: 'kanallar',
    title: { tr: 'Dış Kanallar', en: 'Outside Channels' },
    permission: 'channels.manage',
    icon: 'lock',
    page: page(() => import('../features/channels/office/ChannelsDeskPage.js')),
  },
  {
    path: 'veri-aktarimi',
    title: { tr: 'Veri Aktarımı', en: 'Data Import' },
    permission: 'data.import',
    icon: 'doc',
    page: page(() => import('../features/imports/office/ImportsDeskPage.js')),
    workList: true,
    waiting: () => import('../features/imports/office/waiting.js').then((m) => m.waitingAtImports()),
  },
];

/** The pages a person with these permissions may open, in menu order. */
export const pagesFor = (permissions: ReadonlySet<string>) =>
  officePages.filter((p) => p.permission === null || permissions.has(p.permission));

export { page };
