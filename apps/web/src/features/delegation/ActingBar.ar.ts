import type { ActingBarTexts } from './ActingBar.js';

/** "Kimin adına?" in Arabic, fetched by those who read the portal in it. */
export const ar: ActingBarTexts = {
  whose: 'بالنيابة عن من؟',
  myself: 'باسمي',
  loading: 'جارٍ التحميل…',
  none: 'لا يوجد تفويض ساري المفعول ممنوح لكم.',
  manage: 'التفويضات الممنوحة لي',
  banner: (name) => `أنتم تتصرفون نيابةً عن ${name}. ويطّلع ${name} على كل ما تقومون به.`,
  back: 'العودة إلى التصرف باسمي',
};
