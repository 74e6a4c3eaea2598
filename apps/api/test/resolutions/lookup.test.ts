import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Summary {
  Oid: number;
  Kind: string;
  Number: string;
  Date: string;
  TypeCode: string;
  Subject: string;
}
interface Paged {
  Items: Summary[];
  TotalCount: number;
}
const list = (criteria: Record<string, unknown>) => t.call<Paged>('GetResolutionList', { criteria });

describe('resolution lookup', () => {
  it('lists the resolution types of each kind', async () => {
    for (const kind of ['COUNCIL', 'COMMITTEE']) {
      const res = await t.call<Array<{ Kind: string }>>('GetResolutionTypeList', { kind });
      expect(res.body.length).toBeGreaterThan(3);
      expect(res.body.every((r) => r.Kind === kind)).toBe(true);
    }
  });

  it('lists council resolutions newest first, only of that kind', async () => {
    const res = await list({ kind: 'COUNCIL', pageSize: 50 });
    expect(res.status).toBe(200);
    expect(res.body.TotalCount).toBeGreaterThan(20);
    expect(res.body.Items.every((r) => r.Kind === 'COUNCIL')).toBe(true);
    const dates = res.body.Items.map((r) => r.Date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by date range, type and number', async () => {
    const all = (await list({ kind: 'COMMITTEE', pageSize: 500 })).body.Items;
    const pick = all[Math.floor(all.length / 2)];
    const year = pick.Date.slice(0, 4);
    const inYear = await list({ kind: 'COMMITTEE', dateFrom: `${year}-01-01`, dateTo: `${year}-12-31`, pageSize: 500 });
    expect(inYear.body.Items.every((r) => r.Date.startsWith(year))).toBe(true);
    expect(inYear.body.TotalCount).toBe(all.filter((r) => r.Date.startsWith(year)).length);
    const byType = await list({ kind: 'COMMITTEE', typeCode: pick.TypeCode, pageSize: 500 });
    expect(byType.body.Items.every((r) => r.TypeCode === pick.TypeCode)).toBe(true);
    const byNumber = await list({ kind: 'COMMITTEE', number: pick.Number });
    expect(byNumber.body.Items.map((r) => r.Oid)).toContain(pick.Oid);
  });

  it('finds text in subject or body, ignoring Turkish case and letters', async () => {
    const [first] = (await list({ kind: 'COUNCIL' })).body.Items;
    const word = first.Subject.split(/\s+/).find((w) => w.length > 5) ?? first.Subject;
    const res = await list({ kind: 'COUNCIL', text: word.toLocaleUpperCase('tr'), pageSize: 500 });
    expect(res.body.Items.map((r) => r.Oid)).toContain(first.Oid);
    const none = await list({ kind: 'COUNCIL', text: 'zzqqxx-olmayan-kelime' });
    expect(none.body).toEqual({ Items: [], TotalCount: 0 });
  });

  it('finds words in any order and with Turkish endings, best matches first, with the passage that holds them', async () => {
    const [first] = (await list({ kind: 'COUNCIL' })).body.Items;
    const words = first.Subject.split(/[^\p{L}]+/u).filter((w) => w.length > 5);
    expect(words.length).toBeGreaterThan(1);
    // The last word first, each with a Turkish ending it does not have in the subject.
    const text = [words[words.length - 1], words[0]].map((w) => `${w}nın`).join(' ');
    const res = await list({ kind: 'COUNCIL', text, sortBy: 'relevance', pageSize: 500 });
    const found = res.body.Items.find((r) => r.Oid === first.Oid) as (Summary & { Snippet: string | null }) | undefined;
    expect(found).toBeDefined();
    expect(found?.Snippet?.length).toBeGreaterThan(20);
    // Both words in the subject rank it before any resolution that has them only in its text.
    const inSubject = (r: Summary) =>
      words.every((w) => r.Subject.toLocaleLowerCase('tr').includes(w.slice(0, 5).toLocaleLowerCase('tr')));
    const firstOther = res.body.Items.findIndex((r) => !inSubject(r));
    if (firstOther >= 0) expect(res.body.Items.slice(firstOther).some(inSubject)).toBe(false);
  });

  it('opens one resolution with its full text', async () => {
    const [first] = (await list({ kind: 'COUNCIL' })).body.Items;
    const res = await t.call<Summary & { Text: string; Department: string }>('GetResolution', {
      resolutionOid: first.Oid,
    });
    expect(res.status).toBe(200);
    expect(res.body.Number).toBe(first.Number);
    expect(res.body.Text.length).toBeGreaterThan(400);
    expect(res.body.Department.length).toBeGreaterThan(0);
  });

  it('an unknown resolution is a 404 with a Turkish message', async () => {
    const res = await t.call('GetResolution', { resolutionOid: 99999999 });
    expect(res).toEqual({ status: 404, body: { Code: 'error_not_found', Message: 'Karar bulunamadı.' } });
  });
});
