import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankChaos, bankRecords, callbackFaults, injectFaults } from '../src/banks/faults.js';
import { buildXml } from '../src/banks/xml.js';
import { form, hiddenFields, postAction, type Running, start } from './support.js';

/** The seeded faults of the payments chaos drill (ADR 0024), as the PayFlex Common Payment page applies them. */
const merchant = { HostMerchantId: '000000000111111', MerchantPassword: 'dev-payflex-password' };
const quiet = { callback: 0, status: 0, provision: 0, register: 0 };

let sim: Running;
beforeAll(async () => {
  sim = await start({ banks: { timeoutMs: 150 } });
});
afterAll(() => sim.close());

/** The first order number from `from` on whose return this chaos draws `fault`. */
function orderDrawing(chaos: BankChaos, fault: string, from: string) {
  for (let i = 0; i < 1000; i++) if (chaos.callbackFault(`${from}${i}`) === fault) return `${from}${i}`;
  throw new Error(`no order draws ${fault}`);
}

async function payOnPage(orderId: string) {
  const url = 'https://portal.test/payment/3d/EB1?r=anahtar';
  const res = await fetch(
    `${sim.base}/payflex/CommonPayment/api/RegisterTransaction`,
    form({
      ...merchant,
      HostTerminalId: 'VP000001',
      TransactionType: 'Sale',
      AmountCode: '949',
      Amount: '10.10',
      OrderID: orderId,
      SuccessUrl: url,
      FailUrl: url,
    }),
  );
  const xml = await res.text();
  const token = /<PaymentToken>([^<]+)</.exec(xml)?.[1] ?? '';
  const post = async (at: string, fields: Record<string, string>) =>
    (await fetch(new URL(at, sim.base), form(fields))).text();
  let html = await post('/payflex/CommonPayment/SecurePayment', { Ptkn: token });
  const card = { holder: 'Zeynep Arslan', pan: '4546711234567894', month: '12', year: '30', cvv: '000' };
  html = await post(postAction(html), { ...hiddenFields(html), ...card, islem: 'ode' });
  return post(postAction(html), { ...hiddenFields(html), code: '123456', islem: 'onayla' });
}

describe('bank faults of a chaos drill', () => {
  it('draw the same fault for the same seed and order, whatever the order of asking', () => {
    const rates = { ...quiet, callback: 0.5 };
    const ids = Array.from({ length: 200 }, (_, i) => `EB${i}`);
    const a = new BankChaos(7, rates);
    const b = new BankChaos(7, rates);
    expect(ids.map((id) => a.callbackFault(id))).toEqual(
      [...ids]
        .reverse()
        .map((id) => b.callbackFault(id))
        .reverse(),
    );
    const drawn = ids.map((id) => a.callbackFault(id));
    expect(new Set(drawn.filter(Boolean))).toEqual(new Set(callbackFaults));
    expect(drawn.filter(Boolean).length).toBeGreaterThan(70);
    expect(drawn.filter(Boolean).length).toBeLessThan(130);
    expect(ids.some((id) => new BankChaos(8, rates).callbackFault(id) !== a.callbackFault(id))).toBe(true);
  });

  it('a lost return is withheld and kept for the drill, and the bank still records the charge', async () => {
    const chaos = new BankChaos(3, { ...quiet, callback: 1 });
    injectFaults(sim.banks, chaos);
    const orderId = orderDrawing(chaos, 'lost', 'EBLOST');
    const page = await payOnPage(orderId);
    expect(page).not.toContain('<form method="post"');
    expect(chaos.keptCallback(orderId, 'withheld')?.fields).toMatchObject({ OrderID: orderId, Rc: '0000' });
    expect(chaos.counts.get('callback:lost')).toBe(1);
    expect(bankRecords(sim.banks).find((r) => r.orderId === orderId)).toMatchObject({
      bank: 'vakifbank',
      amountMinor: 1010,
      chargedMinor: 1010,
      sales: 1,
    });
    injectFaults(sim.banks, null);
  });

  it('a failing status query answers 500 or 504, and the next attempt draws again', async () => {
    injectFaults(sim.banks, new BankChaos(5, { ...quiet, status: 1 }));
    const search = () =>
      fetch(
        `${sim.base}/payflex/UIService/Search.aspx`,
        form({
          prmstr: buildXml('SearchRequest', {
            MerchantCriteria: merchant,
            TransactionCriteria: { TransactionId: '', OrderId: 'EBNONE', AuthCode: '' },
          }),
        }),
      );
    expect([500, 504]).toContain((await search()).status);
    injectFaults(sim.banks, new BankChaos(5, quiet));
    expect((await search()).status).toBe(200);
    injectFaults(sim.banks, null);
  });
});
