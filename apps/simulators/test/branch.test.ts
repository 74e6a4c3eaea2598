import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, start } from './support.js';

/** A stand-in for the portal's TahsilatApi that records what the teller's page sends. */
const sent: Array<{ name: string; body: Record<string, unknown> }> = [];
const debts = [
  {
    AccrualOid: 11,
    RevenueCode: 1,
    RevenueName: 'Emlak Vergisi',
    Year: 2025,
    InstallmentNo: 1,
    DueDate: '2025-05-31',
    SubscriberNo: null,
    PrincipalKurus: 10_000,
    LateFeeKurus: 2_550,
    TotalKurus: 12_550,
    Collectable: true,
    HeldBy: null,
  },
  {
    AccrualOid: 12,
    RevenueCode: 1,
    RevenueName: 'Emlak Vergisi',
    Year: 2025,
    InstallmentNo: 2,
    DueDate: '2025-11-30',
    SubscriberNo: null,
    PrincipalKurus: 10_000,
    LateFeeKurus: 0,
    TotalKurus: 10_000,
    Collectable: false,
    HeldBy: 'PAYMENT_ORDER',
  },
];
let portal: Server;
let sim: Running;

beforeAll(async () => {
  portal = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    const name = String(req.url).replace('/kanal/api/', '');
    sent.push({ name, body });
    const answer =
      name === 'GetDebts'
        ? { PayerName: 'Ze**** Ar****', AsOf: '2026-11-24', Debts: debts, TotalKurus: 22_550 }
        : {
            BankReference: body.bankReference,
            ReceiptNo: '2026-E0000042',
            VerificationCode: 'ABCDEFGHJK',
            CollectedAt: '2026-11-24T09:00:00.000Z',
            TotalKurus: body.totalKurus,
            CollectionTypeName: 'Nakit',
            Channel: 'BANKA',
            BankName: 'Vakıfbank Şube Tahsilatı',
            BranchCode: '0421',
            Status: 'COLLECTED',
            CancelledAt: null,
            Lines: [],
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((r) => portal.listen(0, '127.0.0.1', r));
  const { port } = portal.address() as AddressInfo;
  sim = await start({ env: { SIM_PORTAL_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await sim.close();
  await new Promise((r) => portal.close(r));
});

describe('the bank-branch teller page (/sube)', () => {
  it('shows the payer’s debts from the portal, a held one without a box to tick', async () => {
    const html = await (await fetch(`${sim.base}/sube?pidNo=10000000146`)).text();
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('Ze**** Ar****');
    expect(html).toContain('name="accrual" value="11"');
    expect(html).not.toContain('name="accrual" value="12"');
    expect(html).toContain('Tahsil edilemez: kartla ödemesi sürüyor');
    expect(sent.at(-1)).toMatchObject({
      name: 'GetDebts',
      body: { pidNo: '10000000146', security: { institutionCode: 'VAKIFBANK' } },
    });
  });

  it('collects the ticked debts at their total under a new bank reference and shows the receipt', async () => {
    const res = await fetch(`${sim.base}/sube/tahsil`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'pidNo=10000000146&accrual=11',
    });
    const html = await res.text();
    expect(html).toContain('2026-E0000042');
    const collect = sent.find((s) => s.name === 'Collect');
    expect(collect?.body).toMatchObject({ pidNo: '10000000146', accrualOids: [11], totalKurus: 12_550 });
    expect(String(collect?.body.bankReference)).toMatch(/^GISE-[0-9A-F]{12}$/);
  });
});
