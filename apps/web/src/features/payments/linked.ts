import { type DueDebt, selectOldestFirst } from '@e-belediye/contracts/payments';

/** The debts a link names: `?borc=12`, `?borc=12,13` or `borc` given more than once (a plan's installments). */
export function linkedOids(search: URLSearchParams): number[] {
  const oids = search
    .getAll('borc')
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(oids)].slice(0, 50);
}

/**
 * The selection a reminder's or Takvimim's link opens the debt page with: the named debts that are still open
 * and, under the oldest-first rule, the older debts of their kinds that must go with them. `missing` counts the
 * named debts that are paid or not the member's, which the page mentions calmly and otherwise ignores.
 */
export function linkedSelection<T extends DueDebt>(
  open: readonly T[],
  oids: readonly number[],
  oldestFirst: boolean,
): { selected: Set<number>; missing: number } {
  const known = new Set(open.map((d) => d.AccrualOid));
  const found = oids.filter((oid) => known.has(oid));
  const selected = oldestFirst ? selectOldestFirst(open, new Set(), found, true).selected : new Set(found);
  return { selected, missing: oids.length - found.length };
}
