import type { ObligationKind } from '@e-belediye/contracts';

/** The reminder rule's texts on the settings form, in Turkish; rule.en.ts has the same shape. */
export const tr = {
  legend: 'Son gün hatırlatmaları',
  daysBefore: 'Kaç gün önce (üyenin kendi seçimi yoksa)',
  days: (d: number) => `${d} gün önce`,
  kinds: 'Hatırlatılan yükümlülükler',
  kindNames: {
    ACCRUAL: 'Vergi ve harç',
    RESTRUCTURING: 'Yapılandırma taksiti',
    WATER_BILL: 'Su faturası',
    DECLARATION: 'Beyanname',
    WATER_CUT: 'Su hattı kesimi',
  } satisfies Record<ObligationKind, string>,
  quietFrom: 'Sessiz saatler başlangıcı',
  quietUntil: 'Sessiz saatler bitişi',
  quietNote: 'Sessiz saatlerde hatırlatma gönderilmez; başlangıç ve bitiş aynıysa sessiz saat yoktur.',
};
export type RuleTexts = typeof tr;
