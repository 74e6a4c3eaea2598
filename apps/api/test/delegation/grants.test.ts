import {
  ACTING_HEADER,
  addDays,
  clock,
  DelegationMessages,
  istanbulDayStart,
  istanbulToday,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actorOfOrder } from '../../src/modules/delegation/index.js';
import { recordCollection } from '../../src/modules/ledger/index.js';
import { settle } from '../../src/modules/payments/settle.js';
import { receiptDocument, renderReceiptPdf } from '../../src/modules/receipts/index.js';
import { pdfText } from '../receipts/pdf-text.js';
import { declarerOf, valuedStreet } from '../support/declarer.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Demo members: Zeynep grants, Mehmet and Elif are granted. */
const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan', gsm: '5550000101' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };
const elif = { pidNo: '31845207606', name: 'Elif Kaya' };

let t: IdentityApp;
let owner: Agent;
let son: Agent;
let other: Agent;
const realNow = clock.now;

beforeAll(async () => {
  t = await openIdentityApp();
  owner = new Agent(t);
  son = new Agent(t);
  other = new Agent(t);
  expect((await owner.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await son.login(mehmet.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await other.login(elif.pidNo, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  clock.now = realNow;
  // Each test starts with no running grant between the two.
  await sql`update delegation_grant set status = 'REVOKED', ended_at = now() where status in ('PENDING', 'ACTIVE')`.execute(
    t.database.db,
  );
});

/** The newest SMS the owner's phone received that contains `words`. */
async function ownerSms(words: string) {
  await t.flushSms();
  return (await t.inbox(zeynep.gsm)).find((m) => m.msg.includes(words))?.msg ?? '';
}

/** Starts a grant and reads its code from the owner's phone, as the owner would. */
async function start(
  scopes: string[],
  expiresOn = addDays(istanbulToday(), 30),
  grantee = mehmet,
  terms: { notifyActs?: boolean } = {},
) {
  // Earlier codes are put beyond the throttle's window: the test asks far more often than a person.
  await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
  const res = await owner.call<{ ChallengeId: string; GranteeMaskedName: string; Message?: string }>(
    'StartDelegationGrant',
    { granteePidNo: grantee.pidNo, granteeName: grantee.name, scopes, expiresOn, ...terms },
  );
  expect(res.body.Message).toBeUndefined();
  const code = /(\d{6})$/.exec(await ownerSms('onay kodunuz'))?.[1];
  expect(code).toBeDefined();
  return { challengeId: res.body.ChallengeId, code: code as string, masked: res.body.GranteeMaskedName };
}

/** A grant confirmed by the owner's code and accepted by the grantee. */
async function granted(
  scopes: string[],
  expiresOn?: string,
  grantee = son,
  who = mehmet,
  terms: { notifyActs?: boolean } = {},
) {
  const { challengeId, code } = await start(scopes, expiresOn, who, terms);
  const confirmed = await owner.call<{ Oid: number; Status: string }>('ConfirmDelegationGrant', { challengeId, code });
  expect(confirmed.status).toBe(200);
  expect((await grantee.call('AcceptDelegationGrant', { grantOid: confirmed.body.Oid })).status).toBe(200);
  return confirmed.body.Oid;
}

const acting = (grantOid: number) => ({ [ACTING_HEADER]: String(grantOid) });

/** The son opens an order for the owner's first payable debt under `grantOid`; its number. */
async function openOrderUnder(grantOid: number) {
  const debts = await son.call<Array<{ AccrualOid: number; Collectable?: boolean }>>(
    'GetDebtListWithRevenueCode',
    {},
    acting(grantOid),
  );
  const accrualOid = debts.body.find((d) => d.Collectable !== false)?.AccrualOid;
  const order = await son.call<{ OrderNo: string }>(
    'GetOrderNumberForOnlinePayment',
    { accrualOids: [accrualOid] },
    acting(grantOid),
  );
  expect(order.status).toBe(200);
  return order.body.OrderNo;
}

/** The son files an ÇTV declaration for the owner under `grantOid`. */
async function fileEctUnder(grantOid: number, workplaceName: string) {
  const year = Number(istanbulToday().slice(0, 4));
  return son.call<{ Oid: number; Number?: string; ReceiptUrl: string; Message?: string }>(
    'RecordEMunicipalityECTDeclaration',
    {
      declarer: await declarerOf(owner),
      declaration: {
        kind: 'ECT',
        year,
        workplaceName,
        address: await valuedStreet(t, year),
        buildingGroup: 6,
        degree: 2,
        activityStartDate: `${year - 2}-01-01`,
      },
    },
    acting(grantOid),
  );
}

describe('giving a grant', () => {
  it('refuses a name that does not match the T.C. Kimlik No, oneself, and more than a year, in Turkish', async () => {
    const base = { granteePidNo: mehmet.pidNo, scopes: ['pay'], expiresOn: addDays(istanbulToday(), 10) };
    const wrongName = await owner.call('StartDelegationGrant', { ...base, granteeName: 'Ahmet Yıldız' });
    expect(wrongName.body).toMatchObject({ Message: DelegationMessages.nameMismatch });
    const self = await owner.call('StartDelegationGrant', {
      ...base,
      granteePidNo: zeynep.pidNo,
      granteeName: zeynep.name,
    });
    expect(self.body).toMatchObject({ Message: DelegationMessages.self });
    const far = await owner.call('StartDelegationGrant', {
      ...base,
      granteeName: 'mehmet  YILDIZ',
      expiresOn: addDays(istanbulToday(), 400),
    });
    expect(far.body).toMatchObject({ Message: DelegationMessages.expiryTooFar });
    const unknown = await owner.call('StartDelegationGrant', {
      ...base,
      granteePidNo: '11111111110',
      granteeName: 'Ali Veli',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ Message: DelegationMessages.unknownPerson });
  });

  it('locks the form after repeated misses, so it cannot turn numbers into names', async () => {
    const guess = { granteePidNo: zeynep.pidNo, scopes: [], expiresOn: addDays(istanbulToday(), 10) };
    const answers = [];
    for (const name of [
      'Ayşe Arslan',
      'Fatma Arslan',
      'Emine Arslan',
      'Hatice Arslan',
      'Zehra Arslan',
      'Zeynep Arslan',
    ]) {
      answers.push((await other.call('StartDelegationGrant', { ...guess, granteeName: name })).status);
    }
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    // Even the right name is not confirmed while the form is locked.
    expect(answers[5]).toBe(429);
  });

  it('shows the grantee masked and grants nothing without the SMS code sent to the owner’s phone', async () => {
    const { challengeId, code, masked } = await start(['pay']);
    expect(masked).toBe('Me**** Yı****');
    const wrong = await owner.call('ConfirmDelegationGrant', {
      challengeId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const given = await owner.call<{ Given: unknown[] }>('GetDelegations');
    expect(given.body.Given.some((g) => (g as { Status: string }).Status === 'PENDING')).toBe(false);
    // Another member cannot spend the owner's code.
    expect((await son.call('ConfirmDelegationGrant', { challengeId, code })).status).toBe(400);
  });

  it('tells the owner by SMS when a grant is given and when it is revoked', async () => {
    const grantOid = await granted(['pay']);
    expect(await ownerSms('işlem yetkisi verdiniz')).toContain('Me**** Yı****');
    expect((await owner.call('RevokeDelegationGrant', { grantOid })).status).toBe(200);
    expect(await ownerSms('yetkisini kaldırdınız')).toContain('Me**** Yı****');
  });
});

describe('acting under a grant', () => {
  it('gives no access before the grantee accepts', async () => {
    const { challengeId, code } = await start(['pay']);
    const confirmed = await owner.call<{ Oid: number; Status: string }>('ConfirmDelegationGrant', {
      challengeId,
      code,
    });
    expect(confirmed.body.Status).toBe('PENDING');
    const early = await son.call('GetDebtListWithRevenueCode', {}, acting(confirmed.body.Oid));
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ Code: 'error_delegation_ended' });
    expect((await son.call('AcceptDelegationGrant', { grantOid: confirmed.body.Oid })).status).toBe(200);
    const mine = await owner.call('GetDebtListWithRevenueCode', {});
    const theirs = await son.call('GetDebtListWithRevenueCode', {}, acting(confirmed.body.Oid));
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(mine.body);
    // Without the header the son is himself again.
    expect((await son.call('GetDebtListWithRevenueCode', {})).body).not.toEqual(mine.body);
  });

  it('lets the registry enforce the scope: a pay-only grantee may pay but not file a declaration, and the receipt names both', async () => {
    const grantOid = await granted(['pay']);
    const filing = await son.call('RecordEMunicipalityECTDeclaration', {}, acting(grantOid));
    expect(filing.status).toBe(403);
    expect(filing.body).toMatchObject({ Message: DelegationMessages.scopeMissing });
    const account = await son.call('GetUserOfEMunicipality', {}, acting(grantOid));
    expect(account.body).toMatchObject({ Message: DelegationMessages.notActing });
    const debts = await owner.call<Array<{ AccrualOid: number; Collectable?: boolean }>>('GetDebtListWithRevenueCode');
    const accrualOid = debts.body.find((d) => d.Collectable !== false)?.AccrualOid;
    expect(accrualOid).toBeDefined();
    const order = await son.call<{ OrderNo: string; Message?: string }>(
      'GetOrderNumberForOnlinePayment',
      { accrualOids: [accrualOid] },
      acting(grantOid),
    );
    expect(order.body.Message).toBeUndefined();
    expect(order.status).toBe(200);
    // The order is the owner's, and the receipt will name the son as who acted.
    const row = await t.database.db
      .selectFrom('online_payment as o')
      .innerJoin('member as m', 'm.oid', 'o.member_oid')
      .select('m.pid_no')
      .where('o.order_no', '=', order.body.OrderNo)
      .executeTakeFirstOrThrow();
    expect(row.pid_no).toBe(zeynep.pidNo);
    const actor = await actorOfOrder(t.database, order.body.OrderNo);
    expect(`${actor?.name} ${actor?.surname}`).toBe(mehmet.name);
    // The order is let go, and a collection of the owner's debt stands for the bank's: its receipt names both.
    await son.call('CancelOnlinePaymentOrder', { orderNo: order.body.OrderNo }, acting(grantOid));
    const { registry_oid } = await t.database.db
      .selectFrom('member')
      .select('registry_oid')
      .where('pid_no', '=', zeynep.pidNo)
      .executeTakeFirstOrThrow();
    const collection = await t.database.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid: registry_oid,
        collectionType: 4,
        channel: 'TEST',
        lines: [{ accrualOid: accrualOid as number, principalKurus: 1, lateFeeKurus: 0 }],
      }),
    );
    const doc = await receiptDocument(t.database, t.settings, collection.oid, {
      maskPayer: false,
      card: { orderNo: order.body.OrderNo, bankCode: '0010', authCode: null, cardMasked: null },
    });
    const text = (await pdfText(await renderReceiptPdf(doc))).pages[0].replace(/\s+/g, ' ');
    expect(text).toContain(`İşlemi Yapan: ${mehmet.name} (${zeynep.name} adına)`);
    expect(text).toContain(`Adı Soyadı / Unvanı: ${zeynep.name}`);
  });

  it('never reaches beyond the grantee’s own grants', async () => {
    const grantOid = await granted(['see']);
    const stranger = await other.call('GetDebtListWithRevenueCode', {}, acting(grantOid));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ Code: 'error_delegation_ended' });
  });

  it('loses a revoked grant on the very next call', async () => {
    const grantOid = await granted(['see', 'pay']);
    expect((await son.call('GetCollectedList', {}, acting(grantOid))).status).toBe(200);
    expect((await owner.call('RevokeDelegationGrant', { grantOid })).status).toBe(200);
    const next = await son.call('GetCollectedList', {}, acting(grantOid));
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ Code: 'error_delegation_ended', Message: DelegationMessages.grantEnded });
  });

  it('lets nothing new start on an order opened before the grant was revoked', async () => {
    const grantOid = await granted(['see', 'pay']);
    const orderNo = await openOrderUnder(grantOid);
    expect((await owner.call('RevokeDelegationGrant', { grantOid })).status).toBe(200);
    // Sending it to the bank under the grant is refused; as himself the son has no such order.
    const send = await son.call('SaveOnlinePaymentRequest', { orderNo }, acting(grantOid));
    expect(send).toMatchObject({ status: 403, body: { Code: 'error_delegation_ended' } });
    const asHimself = await son.call('SaveOnlinePaymentRequest', { orderNo });
    expect(asHimself.status).toBe(404);
    // The owner can still let the half-open order go.
    expect((await owner.call('CancelOnlinePaymentOrder', { orderNo })).status).toBe(200);
  });

  it('runs through the last Istanbul day and stops at its midnight', async () => {
    const lastDay = istanbulToday();
    const grantOid = await granted(['see'], lastDay);
    clock.now = () => istanbulDayStart(addDays(lastDay, 1)).getTime() - 1000;
    expect((await son.call('GetCollectedList', {}, acting(grantOid))).status).toBe(200);
    clock.now = () => istanbulDayStart(addDays(lastDay, 1)).getTime() + 1000;
    const after = await son.call('GetCollectedList', {}, acting(grantOid));
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ Code: 'error_delegation_ended' });
  });

  it('shows both persons every act done under the grant', async () => {
    const grantOid = await granted(['see']);
    await son.call('GetCollectedList', {}, acting(grantOid));
    await son.call('GetDebtListWithRevenueCode', {}, acting(grantOid));
    const ownerView = await owner.call<{
      Given: Array<{ Oid: number; GranteeName: string; Acts: Array<{ Call: string; What: string }> }>;
    }>('GetDelegations');
    const sonView = await son.call<{
      Received: Array<{ Oid: number; OwnerName: string; Acts: Array<{ Call: string }> }>;
    }>('GetDelegations');
    const given = ownerView.body.Given.find((g) => g.Oid === grantOid);
    const received = sonView.body.Received.find((g) => g.Oid === grantOid);
    expect(given?.Acts.map((a) => a.Call)).toEqual(['GetDebtListWithRevenueCode', 'GetCollectedList']);
    expect(received?.Acts).toEqual(given?.Acts);
    expect(given?.GranteeName).toBe('Me**** Yı****');
    expect(received?.OwnerName).toBe(zeynep.name);
  });
});

/** Renews `grantOid` until `expiresOn` and confirms it with the code the owner's phone received. */
async function renew(grantOid: number, expiresOn: string, scopes = ['pay']) {
  await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
  const res = await owner.call<{ ChallengeId: string; Message?: string }>('RenewDelegationGrant', {
    grantOid,
    scopes,
    expiresOn,
  });
  expect(res.body.Message).toBeUndefined();
  const code = /(\d{6})$/.exec(await ownerSms('yenilemek için onay kodunuz'))?.[1];
  expect(code).toBeDefined();
  return owner.call<{ Oid: number; Status: string; ExpiresOn: string; Message?: string }>('ConfirmDelegationGrant', {
    challengeId: res.body.ChallengeId,
    code,
  });
}

describe('renewing a grant', () => {
  it('keeps the grantee acting without a gap when the owner renews on its last day, and tells the owner', async () => {
    const lastDay = istanbulToday();
    const grantOid = await granted(['see', 'pay'], lastDay);
    await son.call('GetCollectedList', {}, acting(grantOid));
    const renewed = await renew(grantOid, addDays(lastDay, 60));
    expect(renewed.body).toMatchObject({ Oid: grantOid, Status: 'ACTIVE', ExpiresOn: addDays(lastDay, 60) });
    expect(await ownerSms('yenilediniz')).toContain('Me**** Yı****');
    // Just past the old last day's midnight, the same grant still runs, with its acts kept.
    clock.now = () => istanbulDayStart(addDays(lastDay, 1)).getTime() + 1000;
    expect((await son.call('GetCollectedList', {}, acting(grantOid))).status).toBe(200);
    const view = await son.call<{ Received: Array<{ Oid: number; Acts: unknown[] }> }>('GetDelegations');
    expect(view.body.Received.find((g) => g.Oid === grantOid)?.Acts).toHaveLength(2);
  });

  it('brings back an expired grant, with the scopes the owner chose this time', async () => {
    const lastDay = istanbulToday();
    const grantOid = await granted(['see', 'pay'], lastDay);
    clock.now = () => istanbulDayStart(addDays(lastDay, 1)).getTime() + 1000;
    expect((await son.call('GetCollectedList', {}, acting(grantOid))).status).toBe(403);
    const given = await owner.call<{ Given: Array<{ Oid: number; Status: string }> }>('GetDelegations');
    expect(given.body.Given.find((g) => g.Oid === grantOid)?.Status).toBe('EXPIRED');
    expect((await renew(grantOid, addDays(lastDay, 30), [])).body.Status).toBe('ACTIVE');
    expect((await son.call('GetCollectedList', {}, acting(grantOid))).status).toBe(200);
    const paying = await son.call('CheckRegistryUnpaidOnlinePayment', {}, acting(grantOid));
    expect(paying.body).toMatchObject({ Message: DelegationMessages.scopeMissing });
  });

  it('refuses to renew a revoked grant or another owner’s, and keeps the year’s limit, in Turkish', async () => {
    const grantOid = await granted(['pay']);
    const far = await owner.call('RenewDelegationGrant', {
      grantOid,
      scopes: ['pay'],
      expiresOn: addDays(istanbulToday(), 400),
    });
    expect(far.body).toMatchObject({ Message: DelegationMessages.expiryTooFar });
    const stranger = await other.call('RenewDelegationGrant', {
      grantOid,
      scopes: ['pay'],
      expiresOn: addDays(istanbulToday(), 10),
    });
    expect(stranger.status).toBe(404);
    expect((await owner.call('RevokeDelegationGrant', { grantOid })).status).toBe(200);
    const revoked = await owner.call('RenewDelegationGrant', {
      grantOid,
      scopes: ['pay'],
      expiresOn: addDays(istanbulToday(), 10),
    });
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ Message: DelegationMessages.alreadyEnded });
  });
});

describe('the owner’s SMS on each payment or filing done for them', () => {
  /** Opens an order for the owner's first payable debt under `grantOid`, and has the bank pay it. */
  async function payUnder(grantOid: number) {
    const orderNo = await openOrderUnder(grantOid);
    const { amount_kurus } = await t.database.db
      .selectFrom('online_payment')
      .select('amount_kurus')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(await settle(t.database, orderNo, { kind: 'paid', amountKurus: amount_kurus }, 'test')).toBe('recorded');
    return orderNo;
  }

  it('tells the owner of a payment made for them once the bank has paid it, when the owner asked', async () => {
    const grantOid = await granted(['pay'], undefined, son, mehmet, { notifyActs: true });
    const view = await owner.call<{ Given: Array<{ Oid: number; NotifyActs: boolean }> }>('GetDelegations');
    expect(view.body.Given.find((g) => g.Oid === grantOid)?.NotifyActs).toBe(true);
    const orderNo = await payUnder(grantOid);
    const sms = await ownerSms(`sipariş ${orderNo}`);
    expect(sms).toContain('Me**** Yı**** adınıza');
    expect(sms).toContain('ödeme yaptı');
  });

  it('sends nothing on a payment when the owner did not ask', async () => {
    const grantOid = await granted(['pay']);
    const orderNo = await payUnder(grantOid);
    expect(await ownerSms(`sipariş ${orderNo}`)).toBe('');
  });

  it('tells the owner of a declaration filed for them, with its number', async () => {
    const grantOid = await granted(['declare'], undefined, son, mehmet, { notifyActs: true });
    const filed = await fileEctUnder(grantOid, 'Vekâlet Büfesi');
    expect(filed.body.Message).toBeUndefined();
    expect(filed.body.Number).toBeTruthy();
    const sms = await ownerSms(`beyanname ${filed.body.Number}`);
    expect(sms).toContain('Me**** Yı**** adınıza beyanname işlemi yaptı');
  });

  it('names the owner and who acted on the declaration record and its receipt, which the grantee may download', async () => {
    const grantOid = await granted(['declare']);
    const filed = await fileEctUnder(grantOid, 'Vekâlet Kırtasiyesi');
    expect(filed.status).toBe(200);
    const record = await owner.call<{ ActedBy: string | null }>('GetDeclaration', { declarationOid: filed.body.Oid });
    expect(record.body.ActedBy).toBe(`${mehmet.name} (${zeynep.name} adına)`);
    const download = (who: Agent) =>
      t.app.inject({
        method: 'GET',
        url: filed.body.ReceiptUrl,
        headers: { cookie: [...who.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ') },
      });
    const pdf = await download(son);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).pages[0].replace(/\s+/g, ' ');
    expect(text).toContain(`İşlemi Yapan: ${mehmet.name} (${zeynep.name} adına)`);
    expect(text).toContain(`Beyan eden: ${zeynep.name}`);
    // Not another member's, and no longer once the grant is revoked.
    expect((await download(other)).statusCode).toBe(404);
    expect((await owner.call('RevokeDelegationGrant', { grantOid })).status).toBe(200);
    expect((await download(son)).statusCode).toBe(404);
  });
});
