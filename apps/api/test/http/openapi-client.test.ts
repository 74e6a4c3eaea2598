import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { paths } from '../../../../docs/api/openapi.js';
import { OPENAPI_TYPES_FILE, openApiTypesText } from '../../scripts/openapi-types.js';
import { OPENAPI_FILE } from '../../src/http/openapi.js';
import { DEMO_CHANNELS } from '../../src/modules/demo/channels.js';
import { openTestApp } from '../support/db.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');

it('commits the client types openapi-typescript makes of the committed document (run `npm run openapi`)', async () => {
  const document = readFileSync(join(root, OPENAPI_FILE), 'utf8');
  expect(await openApiTypesText(document)).toBe(readFileSync(join(root, OPENAPI_TYPES_FILE), 'utf8'));
});

// A contracted bank's system as an integrator would write it: the document's types, openapi-fetch, real HTTP and
// a real demo key; nothing of the portal's own code or contracts.
let t: Awaited<ReturnType<typeof openTestApp>>;
let client: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  t = await openTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient<paths>({ baseUrl: address });
});
afterAll(() => t?.close());

const bank = Object.values(DEMO_CHANNELS).find((c) => (c.scopes as readonly string[]).includes('tahsilat'));
const security = { institutionCode: bank?.institutionCode ?? '', apiKey: bank?.apiKey ?? '' };

/** A demo taxpayer with open debts none of which is held: whom the bank's customer pays for at the counter. */
async function payerPidNo(): Promise<string> {
  const { rows } = await sql<{ pid_no: string }>`
    select r.pid_no from registry r join accrual a on a.registry_oid = r.oid
    where r.pid_no is not null and a.subscription_oid is null and a.cancelled_at is null and a.paid_kurus = 0
      and not exists (
        select 1 from accrual b join accrual_hold h on h.accrual_oid = b.oid
        where b.registry_oid = r.oid and h.released_at is null)
    order by r.oid limit 1`.execute(t.database.db);
  if (!rows[0]) throw new Error('no payer with open debts in the demo data');
  return rows[0].pid_no;
}

it('lets a bank query a payer, collect the oldest debt and read the collection back through a generated client', async () => {
  const pidNo = await payerPidNo();
  const debts = await client.POST('/kanal/api/GetDebts', { body: { security, pidNo } });
  expect(debts.response.status).toBe(200);
  const open = debts.data?.Debts.filter((d) => d.Collectable) ?? [];
  expect(open.length).toBeGreaterThan(0);
  // Oldest first within a revenue type: the first due of the first debt's type.
  const chosen = open
    .filter((d) => d.RevenueCode === open[0].RevenueCode)
    .sort((a, b) => a.DueDate.localeCompare(b.DueDate) || a.InstallmentNo - b.InstallmentNo)[0];
  const bankReference = `OAS-${Date.now()}`;
  const body = { security, pidNo, bankReference, accrualOids: [chosen.AccrualOid], totalKurus: chosen.TotalKurus };

  const collected = await client.POST('/kanal/api/Collect', { body });
  expect(collected.error).toBeUndefined();
  const receipt = collected.data;
  expect(receipt).toMatchObject({ BankReference: bankReference, TotalKurus: chosen.TotalKurus, Status: 'COLLECTED' });
  expect(receipt?.Lines.map((l) => l.AccrualOid)).toEqual([chosen.AccrualOid]);

  // The same reference again is the same collection, not a second one.
  const again = await client.POST('/kanal/api/Collect', { body });
  expect(again.data?.ReceiptNo).toBe(receipt?.ReceiptNo);

  // The bank's day is Istanbul's: the date the receipt was collected on there.
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(receipt?.CollectedAt ?? ''),
  );
  const day = await client.POST('/kanal/api/GetCollections', { body: { security, date } });
  expect(day.data?.Items.filter((r) => r.BankReference === bankReference).map((r) => r.ReceiptNo)).toEqual([
    receipt?.ReceiptNo,
  ]);
  const after = await client.POST('/kanal/api/GetDebts', { body: { security, pidNo } });
  expect(after.data?.Debts.map((d) => d.AccrualOid)).not.toContain(chosen.AccrualOid);

  // The paid debt under another reference: the documented 409 and its code.
  const twice = await client.POST('/kanal/api/Collect', { body: { ...body, bankReference: `${bankReference}-2` } });
  expect(twice.response.status).toBe(409);
  expect(twice.error?.Code).toBe('error_debt_not_open');
});

it('gives the generated client the documented error answer for a wrong key', async () => {
  const wrongKey = await client.POST('/kanal/api/GetDebts', {
    body: { security: { ...security, apiKey: `${security.apiKey}x` }, pidNo: await payerPidNo() },
  });
  expect(wrongKey.response.status).toBe(401);
  expect(wrongKey.error?.Code).toBe('error_channel_unauthenticated');
});
