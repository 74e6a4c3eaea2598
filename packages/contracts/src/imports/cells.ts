import { z } from 'zod';
import { ImportReasons, parseTurkishAmount } from './fields.js';

/**
 * Cells of the later kinds (declared properties, water, staff): square metres with a decimal comma, a month
 * ("05.2026"), a code from a closed list, a list of codes. Each refusal is the Turkish reason the report shows.
 */
export const CellReasons = {
  badArea: 'Alan metrekare olarak, ondalık virgülle yazılmalıdır ("125,50").',
  badPeriod: 'Dönem "05.2026" biçiminde (ay ve yıl) olmalıdır.',
  badShare: 'Hisse "1/2" biçiminde olmalı; pay paydadan büyük olamaz.',
  oneOf: (values: readonly string[]) => `Şunlardan biri olmalıdır: ${values.join(', ')}.`,
  badCodeList: 'Kodlar virgülle ayrılmış büyük harf, rakam ve alt çizgiden oluşmalıdır ("GELIR, SU_ISLERI").',
} as const;

const cell = z.string().transform((v) => v.trim());

/** "125,50" m² → 125.5; empty is null when `optional`. Two decimals at most, never zero or below. */
export const areaCell = <O extends boolean>(optional: O) =>
  cell.transform((v, ctx): O extends true ? number | null : number => {
    if (v === '' && optional) return null as never;
    const hundredths = v === '' ? null : parseTurkishAmount(v);
    if (hundredths === null || hundredths <= 0 || hundredths > 1_000_000_000) {
      ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : CellReasons.badArea });
      return z.NEVER;
    }
    return (hundredths / 100) as never;
  });

/** "05.2026" → { year: 2026, month: 5 }. */
export const periodCell = () =>
  cell.transform((v, ctx) => {
    const m = /^(\d{1,2})\.(\d{4})$/.exec(v);
    const month = m ? Number(m[1]) : 0;
    const year = m ? Number(m[2]) : 0;
    if (!m || month < 1 || month > 12 || year < 1990 || year > 2100) {
      ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : CellReasons.badPeriod });
      return z.NEVER;
    }
    return { year, month };
  });

/** A cell holding one of `values` (written in any case, Turkish letters as such). */
export const choiceCell = <const V extends readonly [string, ...string[]]>(values: V, optional = false) =>
  cell.transform((v, ctx): V[number] | null => {
    const up = v.toLocaleUpperCase('tr');
    if (up === '' && optional) return null;
    if (!(values as readonly string[]).includes(up)) {
      ctx.addIssue({ code: 'custom', message: up === '' ? ImportReasons.required : CellReasons.oneOf(values) });
      return z.NEVER;
    }
    return up as V[number];
  });

/** "1/2" → { numerator: 1, denominator: 2 }; empty is the whole (1/1). */
export const shareCell = () =>
  cell.transform((v, ctx) => {
    if (v === '') return { numerator: 1, denominator: 1 };
    const m = /^(\d{1,7})\s*\/\s*(\d{1,7})$/.exec(v);
    const numerator = m ? Number(m[1]) : 0;
    const denominator = m ? Number(m[2]) : 0;
    if (!m || numerator < 1 || denominator < 1 || numerator > denominator || denominator > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: CellReasons.badShare });
      return z.NEVER;
    }
    return { numerator, denominator };
  });

/** "GELIR, SU_ISLERI" (commas, semicolons inside quotes, or spaces) → the codes, each once, in the file's order. */
export const codeListCell = () =>
  cell.transform((v, ctx) => {
    const codes = [...new Set(v.split(/[\s,;|]+/).filter(Boolean))];
    if (!codes.length || codes.some((c) => !/^[A-Z0-9_]{2,40}$/.test(c))) {
      ctx.addIssue({ code: 'custom', message: v === '' ? ImportReasons.required : CellReasons.badCodeList });
      return z.NEVER;
    }
    return codes;
  });
