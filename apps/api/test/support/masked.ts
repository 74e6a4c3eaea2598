import { expect } from 'vitest';

/** What a prober reads of one search: the status and whether the row it is after came back. */
export type Probe = (filter: string) => Promise<{ status: number; found: boolean }>;

/**
 * The outside probe's attack on a masked number ("100******46"): extend the shown start one digit at a time and
 * keep the digit whose search still finds the row. Answers the hidden digits learned and the searches spent; every
 * search must have been answered (200), so a rate limit cannot pass for the fix.
 */
export async function recoverHiddenDigits(masked: string, probe: Probe) {
  const shown = masked.match(/^\d+/)?.[0] ?? '';
  const hidden = (masked.match(/\*/g) ?? []).length;
  let known = shown;
  let calls = 0;
  for (let position = 0; position < hidden; position++) {
    let next: string | null = null;
    for (let digit = 0; digit <= 9 && next === null; digit++) {
      calls++;
      const res = await probe(`${known}${digit}`);
      expect(res.status, `search ${calls}`).toBe(200);
      if (res.found) next = `${known}${digit}`;
    }
    if (next === null) break;
    known = next;
  }
  return { learned: known.length - shown.length, calls };
}

/** Waits for a fresh minute when this one is nearly over, so a count of calls stays within one window. */
export async function withinOneMinute(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second >= 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}
