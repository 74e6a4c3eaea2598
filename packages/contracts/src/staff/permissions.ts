/** A text in both languages of the office. */
type Label = { tr: string; en: string };

/**
 * Every permission the office knows, with what it lets a person do. A call declares the one it needs
 * (`access.staff('resolutions.publish')`); roles group them; the office menu shows only what a person may open.
 */
export const Permissions = {
  'staff.admin': { tr: 'Personel hesaplarını ve rollerini yönetme', en: 'Manage staff accounts and roles' },
  'audit.read': { tr: 'Denetim kayıtlarını görme', en: 'Read the audit log' },
  'settings.edit': { tr: 'Çalışma ayarlarını değiştirme', en: 'Change run-time settings' },
  'resolutions.publish': { tr: 'Meclis ve encümen kararlarını yayımlama', en: 'Publish council resolutions' },
  'members.read': { tr: 'Üyeleri ve sicilleri görme (maskeli)', en: 'See members and registries (masked)' },
  'members.personal': { tr: 'Kişisel verileri maskesiz görme', en: 'See personal data unmasked' },
  'members.manage': { tr: 'Üyelik durumunu değiştirme', en: 'Change membership status' },
  'payments.reconcile': { tr: 'Tahsilat mutabakatı ve iade talepleri', en: 'Payment reconciliation and refunds' },
  'declarations.review': { tr: 'Beyannameleri inceleme', en: 'Review declarations' },
  'restructuring.campaigns': { tr: 'Yapılandırma kampanyaları ve planları', en: 'Restructuring campaigns and plans' },
  'water.cancellations': { tr: 'Su aboneliği iptal başvuruları', en: 'Water contract cancellations' },
  'complaints.handle': { tr: 'İstek ve şikayetleri yanıtlama', en: 'Handle requests and complaints' },
  'objections.decide': { tr: 'Tahakkuka itirazları karara bağlama', en: 'Decide objections to accruals' },
  'payroll.import': { tr: 'Maaş bordrolarını yükleme', en: 'Import payroll' },
  'jobs.read': { tr: 'Arka plan işlerini görme', en: 'See background jobs' },
  'channels.manage': { tr: 'Dış kanal anahtarlarını yönetme', en: 'Manage outside channel keys' },
  'data.import': { tr: 'Eski sistemden veri aktarma', en: 'Import data from the previous system' },
  'notifications.send': { tr: 'Üyelere bilgilendirme duyurusu gönderme', en: 'Send announcements to members' },
} as const satisfies Record<string, Label>;
export type Permission = keyof typeof Permissions;
export const permissionNames = Object.keys(Permissions) as Permission[];
