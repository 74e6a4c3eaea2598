import type { OnlinePayment } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { captureLog } from '../support/log.js';

/**
 * Anyone can post to the bank's return address, so what a callback may cost us is bounded: an unknown order's
 * stores nothing and logs one short line; a known order's rejected one keeps only its protocol's fields.
 */
let t: IdentityApp;
const { lines: logLines, stream: logStream } = captureLog();

beforeAll(async () => {
  t = await openIdentityApp({
    logStream,
    settings: {
      logLevel: 'debug',
      app: {
        OperationPauseStartHours: 0,
        OperationPauseStartMinute: 0,
        OperationPauseFinishHours: 0,
        OperationPauseFinishMinute: 0,
      },
      payments: { oldestFirst: false },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ORDER = 'EB260101ZZZZZZZZZZZZ';
/** A field no bank sends, long enough to notice anywhere it lands. */
const junk = (size: number) => 'Q'.repeat(size);

const eventCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('online_payment_event')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The log written while `act` runs. */
async function logOf(act: () => Promise<void>): Promise<string[]> {
  const from = logLines.length;
  await act();
  await new Promise((resolve) => setImmediate(resolve));
  return logLines.slice(from);
}

const postCallback = (orderNo: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/payment/3d/${orderNo}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('bank callbacks for an unknown order', () => {
  it('the bank return address answers 404, stores nothing and logs at most one short line', async () => {
    const before = await eventCount();
    let status = 0;
    const lines = await logOf(async () => {
      status = (await postCallback(UNKNOWN_ORDER, { oid: UNKNOWN_ORDER, Response: 'Approved', filler: junk(60_000) }))
        .statusCode;
    });
    expect(status).toBe(404);
    expect(await eventCount()).toBe(before);
    expect(lines.filter((l) => l.includes('unknown order'))).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(junk(100));
    expect(lines.join('\n').length).toBeLessThan(2_000);
  });

  it('CompleteThreeDPaymentOperation answers 404 and stores nothing, however large the body', async () => {
    const before = await eventCount();
    const lines = await logOf(async () => {
      const res = await new Agent(t).call('CompleteThreeDPaymentOperation', {
        orderNo: UNKNOWN_ORDER,
        mpiResponse: { oid: UNKNOWN_ORDER, filler: junk(900_000) },
      });
      expect(res.status).toBe(404);
    });
    expect(await eventCount()).toBe(before);
    expect(lines.join('\n')).not.toContain(junk(100));
    expect(lines.join('\n').length).toBeLessThan(2_000);
  });
});

describe('a rejected callback for a known order', () => {
  it('keeps only the protocol’s known fields, each cut short', async () => {
    const member = new Agent(t);
    expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
    const [debt] = (await member.call<Array<{ AccrualOid: number }>>('GetDebtListWithRevenueCode')).body;
    const order = await member.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
      accrualOids: [debt.AccrualOid],
      bankCode: '0010',
    });
    expect(order.status).toBe(200);
    const orderNo = order.body.OrderNo;
    const res = await postCallback(orderNo, {
      oid: orderNo,
      mdStatus: '1',
      ErrMsg: junk(5_000),
      HASH: 'not-the-bank',
      md: junk(3_000),
      filler: junk(50_000),
    });
    expect(res.statusCode).toBe(303);
    const events = await t.database.db
      .selectFrom('online_payment_event')
      .select(['outcome', 'detail'])
      .where('order_no', '=', orderNo)
      .execute();
    expect(events.map((e) => e.outcome)).toEqual(['rejected']);
    const detail = (typeof events[0].detail === 'string' ? JSON.parse(events[0].detail) : events[0].detail) as {
      reason: string;
      fields: Record<string, string>;
    };
    expect(detail.reason).toBe('HASH doğrulanamadı');
    expect(Object.keys(detail.fields).sort()).toEqual(['ErrMsg', 'mdStatus', 'oid']);
    expect(detail.fields.ErrMsg.length).toBeLessThanOrEqual(128);
    expect(JSON.stringify(detail).length).toBeLessThan(1_000);
  });
});
