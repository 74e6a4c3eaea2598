import type { ImportKindSpec } from '@e-belediye/contracts';
import { headerOf, type IssueDraft, type ValidRow } from '../engine.js';
import type { KeyWrite } from '../keys.js';

const UNNAMED_CHANGE = 'Kaydın kaynak değerleri değişti.';

/**
 * The report lines a kind writes, in one place: a refusal names the file's column, its value and the reason; an
 * update says what changed (or that the source's values did); a protected row names why.
 */
export function reportOf<R>(spec: Pick<ImportKindSpec<never>, 'columns'>, issues: IssueDraft[]) {
  return {
    reject(r: ValidRow<R>, key: (keyof R & string) | null, reason: string) {
      issues.push({
        section: 'REJECTED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: key ? headerOf(spec, key) : null,
        value: key ? (r.cells[key] ?? null) : null,
        reason,
      });
    },
    updated(r: ValidRow<R>, changes: string | null) {
      issues.push({
        section: 'UPDATED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: null,
        value: null,
        reason: changes ?? UNNAMED_CHANGE,
      });
    },
    kept(r: ValidRow<R>, reason: string, key: (keyof R & string) | null = null) {
      issues.push({
        section: 'PROTECTED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: key ? headerOf(spec, key) : null,
        value: key ? (r.cells[key] ?? null) : null,
        reason,
      });
    },
  };
}

/** What the source keys of the created rows (with their new oids) and the updated ones now point at. */
export const keyWrites = <R>(
  creates: { r: ValidRow<R> }[],
  oids: number[],
  updates: { r: ValidRow<R>; oid: number }[],
): KeyWrite[] => [
  ...creates.map((c, i) => ({ sourceKey: c.r.sourceKey, recordOid: oids[i], rowHash: c.r.hash, rowNo: c.r.rowNo })),
  ...updates.map((u) => ({ sourceKey: u.r.sourceKey, recordOid: u.oid, rowHash: u.r.hash, rowNo: u.r.rowNo })),
];
