import type { Street } from './address.js';
import { addDays, MONTHS_TR, monthOf, trDate, WEEKDAYS_TR, weekday } from './dates.js';
import { fullName } from './identity.js';
import { type Kind, meetingDates } from './meetings.js';
import {
  DEPARTMENTS,
  type Department,
  demoMunicipality,
  documentNo,
  letterDateBefore,
  mayorOn,
} from './municipality.js';
import { type Rng, rngFor } from './random.js';
import {
  type AgendaRole,
  committeeTexts,
  councilTexts,
  type ResolutionDraft,
  type TextContext,
} from './resolution-texts.js';
import type { CommitteeTypeCode, CouncilTypeCode } from './resolution-types.js';

/** Decisions per kind and year at scale 1. */
const PER_YEAR = 24;

const COUNCIL_WEIGHTS: readonly (readonly [CouncilTypeCode, number])[] = [
  ['M01', 5],
  ['M02', 2],
  ['M03', 1],
  ['M04', 2],
  ['M05', 1],
  ['M06', 1],
  ['M07', 2],
  ['M08', 1],
];
const COMMITTEE_WEIGHTS: readonly (readonly [CommitteeTypeCode, number])[] = [
  ['E01', 5],
  ['E02', 2],
  ['E03', 3],
  ['E04', 2],
  ['E05', 2],
  ['E06', 1],
  ['E07', 3],
  ['E08', 2],
];

/** Items every council year has, opening the meeting of their month. */
const STANDING_ITEMS: Record<number, readonly (readonly [CouncilTypeCode, AgendaRole])[]> = {
  1: [['M08', 'audit']],
  4: [
    ['M02', 'final-accounts'],
    ['M08', 'committee-election'],
  ],
  6: [['M08', 'recess']],
  10: [
    ['M02', 'budget'],
    ['M03', 'tariff'],
  ],
};

export interface ResolutionInput {
  seed: number;
  scale: number;
  years: number[];
  today: string;
  streets: readonly Street[];
  unitValue(street: Street, year: number): number;
}

/** Who signs: the mayor of the day, two clerk members per council term, and the committee's yearly members. */
interface Cast {
  clerks: [string, string];
  committee: [string, string];
  financeDirector: string;
  unitDirector: [string, Department];
}

function castFor(seed: number, year: number, term: number): Cast {
  const termRng = rngFor(seed, 'council-term', term);
  const rng = rngFor(seed, 'committee-cast', year);
  return {
    clerks: [fullName(termRng), fullName(termRng)],
    committee: [fullName(rng), fullName(rng)],
    financeDirector: fullName(termRng),
    unitDirector: [fullName(rng), rng.pick(DEPARTMENTS.filter((d) => d !== 'Mali Hizmetler Müdürlüğü'))],
  };
}

interface Slot {
  kind: Kind;
  date: string;
  meetingNo: number;
  agendaNo: number;
  number: string;
  previousMeeting: string;
}

function frame(rng: Rng, slot: Slot, draft: ResolutionDraft, cast: Cast): string {
  const mayor = mayorOn(slot.date);
  const council = slot.kind === 'COUNCIL';
  const source =
    draft.source ??
    `${draft.department}nün ${trDate(letterDateBefore(rng, slot.date))} tarihli ve ` +
      `${documentNo(rng, draft.department)} sayılı yazısı`;
  const day = `${trDate(slot.date)} ${WEEKDAYS_TR[weekday(slot.date)]}`;
  const lines = [
    'T.C.',
    demoMunicipality.MunicipalityNameCapital,
    council ? 'BELEDİYE MECLİSİ KARARI' : 'BELEDİYE ENCÜMENİ KARARI',
    '',
    `Karar Tarihi : ${trDate(slot.date)}`,
    `Karar No     : ${slot.number}`,
    `Toplantı No  : ${slot.meetingNo}`,
    `Gündem No    : ${slot.agendaNo}`,
    `Konu         : ${draft.subject}`,
    '',
  ];
  if (council) {
    lines.push(
      `Belediye Meclisi, 5393 sayılı Belediye Kanununun 20. maddesi gereğince ${MONTHS_TR[monthOf(slot.date) - 1]} ` +
        `ayı olağan toplantısını ${day} günü saat 14.00'te Belediye Meclis Salonunda Belediye Başkanı ${mayor} ` +
        'başkanlığında yaptı. Yapılan yoklamada üye tamsayısının salt çoğunluğunun hazır bulunduğu görülerek ' +
        'toplantı açıldı.',
      '',
      `Gündemin ${slot.agendaNo}. maddesinde yer alan ${source} okundu.`,
    );
  } else {
    lines.push(
      `Belediye Encümeni, ${day} günü saat 10.00'da Belediye Başkanı ${mayor} başkanlığında Encümen Toplantı ` +
        `Salonunda toplandı. Gündemin ${slot.agendaNo}. maddesinde yer alan ${source} okundu.`,
    );
  }
  for (const fact of draft.facts) lines.push('', fact);
  if (council && draft.commission) {
    lines.push(
      '',
      `Konu, Meclisimizin ${trDate(slot.previousMeeting)} tarihli toplantısında ${draft.commission}na havale ` +
        `edilmiş; komisyonun ${trDate(addDays(slot.date, -rng.int(3, 12)))} tarihli raporu Meclis Katibi ` +
        'tarafından okundu.',
    );
  }
  const vote = draft.vote ?? 'oy birliği';
  lines.push(
    '',
    council
      ? `Yapılan görüşmeler sonunda; ${draft.decision}, ${draft.legal} gereğince yapılan işaretle oylamada ` +
          `${vote} ile karar verildi.`
      : `Yapılan inceleme ve görüşmeler sonucunda; ${draft.decision}, ${draft.legal} gereğince oy birliği ile ` +
          'karar verildi.',
    '',
  );
  if (council) {
    lines.push(
      `Meclis Başkanı: ${mayor} (Belediye Başkanı)`,
      `Katip Üye: ${cast.clerks[0]}`,
      `Katip Üye: ${cast.clerks[1]}`,
    );
  } else {
    const [director, department] = cast.unitDirector;
    lines.push(
      `Encümen Başkanı: ${mayor} (Belediye Başkanı)`,
      `Üye: ${cast.committee[0]} (Meclis Üyesi)`,
      `Üye: ${cast.committee[1]} (Meclis Üyesi)`,
      `Üye: ${cast.financeDirector} (Mali Hizmetler Müdürü)`,
      `Üye: ${director} (${department.replace(/Müdürlüğü$/, 'Müdürü')})`,
    );
  }
  return lines.join('\n');
}

export interface ResolutionRow {
  oid: number;
  kind: Kind;
  number: string;
  resolution_date: string;
  meeting_no: number;
  agenda_no: number;
  type_code: string;
  department: string;
  subject: string;
  body: string;
}

export function buildResolutions(input: ResolutionInput): ResolutionRow[] {
  const rows: ResolutionRow[] = [];
  for (const kind of ['COUNCIL', 'COMMITTEE'] as const) {
    for (const year of input.years) {
      const rng = rngFor(input.seed, `resolutions-${kind}`, year);
      const all = meetingDates(kind, year, `${year}-12-31`);
      const held = meetingDates(kind, year, input.today);
      if (held.length === 0) continue;
      const count = Math.max(1, Math.round((PER_YEAR * input.scale * held.length) / all.length));
      // Decisions fall on random meetings; numbers rise with the date and skip the decisions not in the demo.
      const perMeeting = new Array<number>(held.length).fill(0);
      for (let i = 0; i < count; i++) perMeeting[rng.int(0, held.length - 1)]++;
      const standing = (date: string) => (kind === 'COUNCIL' ? (STANDING_ITEMS[monthOf(date)] ?? []) : []);
      held.forEach((date, mi) => {
        perMeeting[mi] = Math.max(perMeeting[mi], standing(date).length);
      });
      let seq = 0;
      const used = new Set<string>();
      held.forEach((date, mi) => {
        // The council elected on 31 March 2024 took office in April.
        const cast = castFor(input.seed, year, date < '2024-04-08' ? 0 : 1);
        let agendaNo = 0;
        for (let k = 0; k < perMeeting[mi]; k++) {
          seq += rng.int(1, 3);
          agendaNo += rng.int(1, 2);
          const slot: Slot = {
            kind,
            date,
            meetingNo: all.indexOf(date) + 1,
            agendaNo,
            number: `${year}/${seq}`,
            previousMeeting: mi > 0 ? held[mi - 1] : addDays(date, -28),
          };
          const [typeCode, role] = standing(date)[k] ?? [pickType(rng, kind), null];
          const context: TextContext = {
            rng,
            date,
            year,
            month: monthOf(date),
            role,
            used,
            streets: input.streets,
            unitValue: (s) => input.unitValue(s, year),
          };
          const draft =
            kind === 'COUNCIL'
              ? councilTexts[typeCode as CouncilTypeCode](context)
              : committeeTexts[typeCode as CommitteeTypeCode](context);
          rows.push({
            oid: rows.length + 1,
            kind,
            number: slot.number,
            resolution_date: date,
            meeting_no: slot.meetingNo,
            agenda_no: agendaNo,
            type_code: typeCode,
            department: draft.department,
            subject: draft.subject,
            body: frame(rng, slot, draft, cast),
          });
        }
      });
    }
  }
  return rows;
}

function pickType(rng: Rng, kind: Kind): string {
  return kind === 'COMMITTEE' ? rng.weighted(COMMITTEE_WEIGHTS) : rng.weighted(COUNCIL_WEIGHTS);
}
