import type { AccrualDraft } from './accruals.js';
import { addDays, daysBetween, isHoliday, maxDate } from './dates.js';
import type { Rng } from './random.js';
import type { PayerProfile, RegistrySeed } from './registries.js';
import { lateFee, lateFeeApplies } from './revenue.js';

export interface CollectionLineDraft {
  /** Index into the registry's accrual drafts. */
  index: number;
  principal: number;
  lateFee: number;
}

export interface CollectionDraft {
  collectedAt: string;
  type: number;
  channel: 'VEZNE' | 'İNTERNET' | 'BANKA';
  total: number;
  lines: CollectionLineDraft[];
}

export interface Settlement {
  /** Amount paid per accrual draft, in the drafts' order. */
  paid: number[];
  collections: CollectionDraft[];
}

const PARTIAL: Record<PayerProfile, number> = { good: 0.005, average: 0.03, poor: 0.08 };

/**
 * Decides who paid what and when. Accruals due on the same day (both halves of a notice, the water and waste
 * water of one bill, several meters' bills) are paid together; everything one registry pays on one day becomes
 * one collection. Poor payers settle in occasional catch-up visits, so their debts pile up in between.
 */
export function settle(rng: Rng, registry: RegistrySeed, drafts: readonly AccrualDraft[], today: string): Settlement {
  const paid = new Array<number>(drafts.length).fill(0);
  const byDate = new Map<string, CollectionLineDraft[]>();
  const groups = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    const group = groups.get(d.due);
    if (group) group.push(i);
    else groups.set(d.due, [i]);
  });
  const catchUps = registry.profile === 'poor' && drafts.length > 0 ? visitDates(rng, drafts[0].opens, today) : [];
  for (const [due, indices] of groups) {
    const opens = indices.reduce((o, i) => maxDate(o, drafts[i].opens), drafts[indices[0]].opens);
    const revenue = drafts[indices[0]].revenue;
    const date = payDate(rng, registry.profile, revenue, due, opens, today, catchUps);
    if (!date) continue;
    const partial = rng.chance(PARTIAL[registry.profile]) ? rng.pick(indices) : -1;
    const lines = byDate.get(date) ?? [];
    for (const index of indices) {
      const d = drafts[index];
      const amount = index === partial ? Math.round(d.principal * rng.float(0.3, 0.8)) : d.principal;
      paid[index] = amount;
      lines.push({ index, principal: amount, lateFee: lateFeeApplies(d.revenue) ? lateFee(amount, d.due, date) : 0 });
    }
    byDate.set(date, lines);
  }
  const collections = [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, lines]) => collection(rng, registry, date, lines));
  return { paid, collections };
}

/** The day a group of accruals was paid, or null while it is still open. */
function payDate(
  rng: Rng,
  profile: PayerProfile,
  revenue: number,
  due: string,
  opens: string,
  today: string,
  catchUps: readonly string[],
): string | null {
  let date: string | null;
  if (revenue === 32 || revenue === 33) {
    // Deposit and connection fee are paid before the meter is fitted.
    date = due;
  } else if (revenue === 83) {
    // Marriage fees are paid at the application, but a recent online application may still be unpaid.
    if (daysBetween(due, today) <= 40 && rng.chance(0.55)) return null;
    date = addDays(due, rng.chance(0.8) ? 0 : rng.int(1, 3));
  } else if (profile === 'good') {
    if (rng.chance(0.006)) return null;
    const offset = rng.weighted([
      [rng.int(-25, -8), 25],
      [rng.int(-7, 0), 60],
      [rng.int(1, 30), 15],
    ]);
    date = addDays(due, offset);
  } else if (profile === 'average') {
    if (rng.chance(0.15)) return null;
    date = addDays(due, rng.chance(0.45) ? rng.int(-20, 0) : rng.int(1, 45));
  } else {
    if (rng.chance(0.55)) return null;
    const from = addDays(due, -5);
    date = catchUps.find((d) => d >= from) ?? null;
    if (!date || daysBetween(due, date) > 60) return null;
  }
  if (date < opens) date = addDays(opens, rng.int(0, 5));
  return date <= today ? date : null;
}

/** A poor payer's visits to the cash desk, every one to two months. */
function visitDates(rng: Rng, from: string, today: string): string[] {
  const out: string[] = [];
  for (let d = addDays(from, rng.int(10, 40)); d <= today; d = addDays(d, rng.int(25, 55))) out.push(d);
  return out;
}

function collection(rng: Rng, registry: RegistrySeed, date: string, lines: CollectionLineDraft[]): CollectionDraft {
  // Online payment grew from a fifth of collections in 2022 to over half by 2026.
  const online = Math.min(0.6, Math.max(0.2, 0.2 + 0.09 * (Number(date.slice(0, 4)) - 2022)));
  let channel: CollectionDraft['channel'] =
    registry.type === 'K' || (registry.type === 'T' && rng.chance(0.25))
      ? 'BANKA'
      : rng.chance(online)
        ? 'İNTERNET'
        : rng.chance(0.08)
          ? 'BANKA'
          : 'VEZNE';
  if (channel !== 'İNTERNET' && isHoliday(date)) channel = 'İNTERNET';
  const type = channel === 'İNTERNET' ? 4 : channel === 'BANKA' ? 3 : rng.chance(0.7) ? 1 : 4;
  const [fromMin, toMin] = channel === 'VEZNE' ? [510, 1035] : channel === 'BANKA' ? [540, 1020] : [420, 1439];
  const minute = rng.int(fromMin, toMin);
  const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(rng.int(0, 59))}`;
  return {
    collectedAt: `${date}T${time}+03:00`,
    type,
    channel,
    total: lines.reduce((s, l) => s + l.principal + l.lateFee, 0),
    lines,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
