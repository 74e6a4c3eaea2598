import {
  addDays,
  formatDateTr,
  ibanFor,
  istanbulDayStart,
  tcknCheckDigits,
  todayInIstanbul,
  type WaterBillLines,
  waterBill,
} from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPopulation, type Person } from '../../../simulators/src/population.js';
import type { Principal } from '../../src/http/access.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** The water desk's clerk, and a colleague of another desk. */
const staff: Record<string, Principal> = {
  clerk: { kind: 'staff', staffOid: 4501, permissions: new Set(['water.cancellations']), regionCode: null },
  other: { kind: 'staff', staffOid: 4502, permissions: new Set(['members.read']), regionCode: null },
};

interface Subscriber {
  subscriberNo: string;
  pid: string;
  name: string;
  gsm: string;
  oid: number;
  registryOid: number;
}

let t: IdentityApp;
/** People of the simulated population who hold an active water line, one per scenario. */
let people: Subscriber[];
let ziraatBranch: number;
let halkBranch: number;

const DAY = 86_400_000;
/** The first working day at least `ahead` days away that is no holiday (the window is 2–30 days). */
function workday(ahead: number): string {
  for (let d = ahead; ; d++) {
    const date = new Date(Date.parse(`${todayInIstanbul()}T00:00:00Z`) + d * DAY).toISOString().slice(0, 10);
    const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (
      wd !== 0 &&
      wd !== 6 &&
      !['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29'].includes(date.slice(5))
    )
      return date;
  }
}
/** The account the simulated bank keeps for a person: 00000 and the T.C. Kimlik No. */
const ibanOf = (pid: string, bank = '00010') => ibanFor(bank, pid.padStart(16, '0'));

/** Subscribers of these tests: people the simulated banks and SMS gateway know, each holding one active meter. */
const newcomers: Person[] = [
  'Ayşe Kaya',
  'Mehmet Demir',
  'Elif Şahin',
  'Mustafa Çelik',
  'Zehra Yıldız',
  'Can Aydın',
].map((full, i) => {
  const first9 = `7${String(31_415_926 + i * 1_111).padStart(8, '0')}`;
  const [ad, soyad] = full.split(' ');
  return {
    tckn: first9 + tcknCheckDigits(first9),
    ad,
    soyad,
    babaAdi: 'Ali',
    anaAdi: 'Ayşe',
    dogumTarihi: '1980-01-01',
    dogumYeri: 'Bursa',
    cinsiyet: i % 2 ? 'E' : 'K',
    gsm: `55510020${String(i).padStart(2, '0')}`,
  };
});

beforeAll(async () => {
  t = await openIdentityApp({
    simulators: { population: [...loadPopulation(), ...newcomers] },
    settings: { integrations: { accounts: { timeoutMs: 400 } } },
    principalOf: (request) => {
      const as = request.headers['x-staff'];
      if (typeof as === 'string') return staff[as] ?? null;
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
  // A clerk who confirmed their password and code a moment ago, as the office's re-authentication leaves them.
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-staff']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  // Persons without a membership, each with a single active meter, become the newcomers.
  const { db } = t.database;
  const meters = await db
    .selectFrom('subscription as s')
    .innerJoin('registry as r', 'r.oid', 's.registry_oid')
    .select(['s.oid', 's.subscriber_no', 's.registry_oid'])
    .where('r.registry_type', '=', 'G')
    .where('s.line_status', '=', 1)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('member as m').select('m.oid').whereRef('m.registry_oid', '=', 'r.oid'))),
    )
    .where((eb) =>
      eb(
        eb
          .selectFrom('subscription as x')
          .select((x) => x.fn.countAll().as('n'))
          .whereRef('x.registry_oid', '=', 'r.oid'),
        '=',
        1,
      ),
    )
    .orderBy('s.oid')
    .limit(newcomers.length)
    .execute();
  people = [];
  for (const [i, m] of meters.entries()) {
    const p = newcomers[i];
    await db
      .updateTable('registry')
      .set({ pid_no: p.tckn, name: p.ad, surname: p.soyad, gsm_number: p.gsm })
      .where('oid', '=', m.registry_oid)
      .execute();
    people.push({
      subscriberNo: m.subscriber_no,
      pid: p.tckn,
      name: `${p.ad} ${p.soyad}`,
      gsm: p.gsm,
      oid: m.oid,
      registryOid: m.registry_oid,
    });
  }
  const branch = (bank: string) =>
    t.database.db.selectFrom('bank_branch').select('oid').where('bank_code', '=', bank).executeTakeFirstOrThrow();
  ziraatBranch = (await branch('0010')).oid;
  halkBranch = (await branch('0012')).oid;
});
afterAll(async () => {
  await t?.close();
});

/** A staff call; every desk act of these tests is made by `who`. */
async function desk<T = Record<string, unknown>>(who: string, name: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-staff': who } });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

/** The newest SMS the simulator's inbox holds for a phone, once the outbox has been sent. */
async function lastSms(gsm: string) {
  await t.flushSms();
  // The inbox lists the newest first.
  const [newest] = await t.inbox(gsm);
  return newest?.msg ?? '';
}

/** Proves to be the subscriber by an SMS code, as the citizen's page does, and returns the token. */
async function verified(a: Agent, by: { subscriberNo?: string; identityNumber?: string }, gsm: string) {
  const sent = await a.api.SendContractCancellationCode({ ...by, verification: await a.human() });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = (await lastSms(gsm)).match(/(\d{6})$/)![1];
  const ok = await a.api.VerifyContractCancellationCode({ challengeId: sent.body.ChallengeId, code });
  expect(ok.status).toBe(200);
  return ok.body;
}

const application = (s: Subscriber, extra: object = {}) => ({
  subscriberNo: s.subscriberNo,
  gsmNumber: `0${s.gsm}`,
  email: 'abone@example.com',
  address: 'Abonelik adresi, okunduğu gibi',
  waterLineCuttingDate: workday(5),
  depositReturnType: 1 as const,
  ibanOwner: s.name.toLocaleUpperCase('tr-TR'),
  bankIbanNo: ibanOf(s.pid),
  bankBranchOid: ziraatBranch,
  ...extra,
});

describe('starting a cancellation without logging in', () => {
  it('by subscriber number: masked check, SMS code to the registered phone, then the application with line status 2', async () => {
    const s = people[0];
    const a = new Agent(t);
    const check = await a.api.ValidateSubscriberNo({ subscriberNo: s.subscriberNo });
    expect(check.status).toBe(200);
    expect(check.body.MaskedName).not.toContain(s.name.split(' ')[0]);
    expect(check.body.MaskedGsm).toMatch(/^\(5\*\*\) \*\*\* \*\* \d\d$/);

    const v = await verified(a, { subscriberNo: s.subscriberNo }, s.gsm);
    expect(v.Subscriptions.map((x) => x.SubscriberNo)).toContain(s.subscriberNo);
    const res = await a.api.StartElectronicStateContractCancellation(
      application(s, { cancellationToken: v.CancellationToken }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Status: 'RECEIVED', LineStatus: 2, SubscriberNo: s.subscriberNo });
    expect(res.body.ApplicationNo).toMatch(/^\d{4}-\d{8}$/);
    expect(res.body.MaskedIban).not.toContain(s.pid);
    const received = await lastSms(s.gsm);
    expect(received).toContain(res.body.ApplicationNo);
    // As the phone shows it: Turkish letters, the gateway asked for its Turkish character set.
    expect(received).toContain('fesih başvurusu alındı');
    expect(received).toContain(`Başvuru no: ${res.body.ApplicationNo}`);
    const line = await t.database.db
      .selectFrom('subscription')
      .select('line_status')
      .where('oid', '=', s.oid)
      .executeTakeFirstOrThrow();
    expect(line.line_status).toBe(2);

    // One open application per subscription, however it is asked for.
    const again = await a.api.StartElectronicStateContractCancellation(
      application(s, { cancellationToken: v.CancellationToken, waterLineCuttingDate: workday(8) }),
    );
    expect(again.status).toBe(409);
    expect(again.body.Message).toContain(res.body.ApplicationNo);

    // The subscriber follows it by number and phone; a different phone learns nothing.
    const track = await new Agent(t).api.GetContractCancellationStatus({
      applicationNo: res.body.ApplicationNo,
      gsmNumber: s.gsm,
    });
    expect(track.body.Timeline.map((e) => e.Status)).toEqual(['RECEIVED']);
    const stranger = await new Agent(t).api.GetContractCancellationStatus({
      applicationNo: res.body.ApplicationNo,
      gsmNumber: '5559998877',
    });
    expect(stranger.status).toBe(404);
  });

  it('by T.C. Kimlik No: the list is masked until the code is given, then the deposit is set against debts', async () => {
    const s = people[1];
    const a = new Agent(t);
    const list = await a.api.GetSubscriberListByIdentityNumber({ identityNumber: s.pid });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(s.subscriberNo);
    expect(list.body.Subscriptions.length).toBeGreaterThan(0);

    const v = await verified(a, { identityNumber: s.pid }, s.gsm);
    const res = await a.api.StartElectronicStateContractCancellation({
      ...application(s, { cancellationToken: v.CancellationToken }),
      depositReturnType: 2,
      ibanOwner: null,
      bankIbanNo: null,
      bankBranchOid: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ DepositReturnType: 2, MaskedIban: null });
  });

  it('refuses an application without proof of identity, with a stale token, or for someone else’s meter', async () => {
    const [s, other] = [people[2], people[0]];
    const a = new Agent(t);
    expect((await a.api.StartElectronicStateContractCancellation(application(s))).status).toBe(401);
    const forged = await a.api.StartElectronicStateContractCancellation(
      application(s, { cancellationToken: `WATER.${s.registryOid}.9999999999999.xyz` }),
    );
    expect(forged.status).toBe(401);
    const v = await verified(a, { subscriberNo: s.subscriberNo }, s.gsm);
    const theirs = await a.api.StartElectronicStateContractCancellation(
      application(other, { cancellationToken: v.CancellationToken }),
    );
    expect(theirs.status).toBe(403);
  });
});

describe('the refund account', () => {
  let s: Subscriber;
  let token: string;
  beforeAll(async () => {
    s = people[3];
    token = (await verified(new Agent(t), { subscriberNo: s.subscriberNo }, s.gsm)).CancellationToken;
  });
  const start = (extra: object) =>
    new Agent(t).api.StartElectronicStateContractCancellation(application(s, { cancellationToken: token, ...extra }));

  it('refuses an account that belongs to someone else, and says so', async () => {
    const res = await start({ bankIbanNo: ibanOf(people[0].pid) });
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/abonenin kendisine ait değil/);
  });

  it('refuses a holder name that differs from the bank’s', async () => {
    const res = await start({ ibanOwner: 'Başka Biri' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/^Hesap sahibi: .*uyuşmuyor/);
  });

  it('refuses an IBAN no bank knows, a mistyped one, and a branch of another bank', async () => {
    expect((await start({ bankIbanNo: ibanFor('00010', '1234567890123456') })).body.Message).toMatch(
      /hesabı bulunamadı/,
    );
    const typo = ibanOf(s.pid).replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const bad = await start({ bankIbanNo: typo });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^IBAN: .*kontrol basamakları/);
    const branch = await start({ bankBranchOid: halkBranch });
    expect(branch.status).toBe(400);
    expect(branch.body.Message).toMatch(/^Banka şubesi: /);
  });

  it('answers 503 in Turkish when the bank does not answer in time', async () => {
    const res = await start({ bankIbanNo: ibanFor('00010', '0000009999999999') });
    expect(res.status).toBe(503);
    expect(res.body.Message).toMatch(/Bankadan hesap sahibi bilgisi/);
  });

  it('refuses a cutting date in the past, at a weekend, on a holiday or outside the window', async () => {
    const today = todayInIstanbul();
    const days = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
    expect((await start({ waterLineCuttingDate: days(-1) })).body.Message).toMatch(/geçmiş/);
    expect((await start({ waterLineCuttingDate: days(0) })).body.Message).toMatch(/en erken/);
    expect((await start({ waterLineCuttingDate: days(45) })).body.Message).toMatch(/en geç/);
    let saturday = 2;
    while (new Date(`${days(saturday)}T00:00:00Z`).getUTCDay() !== 6) saturday++;
    expect((await start({ waterLineCuttingDate: days(saturday) })).body.Message).toMatch(/hafta sonu/);
  });
});

describe('bad input', () => {
  it('names the field in Turkish on every public call', async () => {
    const a = new Agent(t);
    const cases: [string, object, RegExp][] = [
      ['ValidateSubscriberNo', { subscriberNo: '12ab' }, /^Abone numarası: /],
      ['GetSubscriberListByIdentityNumber', { identityNumber: '12345678901' }, /^T\.C\. Kimlik No \/ Vergi No: /],
      ['SendContractCancellationCode', { verification: 'x'.repeat(20) }, /^Abone numarası: .*ikisinden biri/],
      ['VerifyContractCancellationCode', { challengeId: 'x'.repeat(20), code: '12' }, /^Doğrulama kodu: /],
      ['GetContractCancellationStatus', { applicationNo: '12', gsmNumber: '5551112233' }, /^Başvuru numarası: /],
      ['StartElectronicStateContractCancellation', { ...application(people[0]), bankIbanNo: null }, /^IBAN: /],
      ['StartElectronicStateContractCancellation', { ...application(people[0]), gsmNumber: '212' }, /^Cep telefonu: /],
    ];
    for (const [name, body, message] of cases) {
      const res = await a.call<{ Code: string; Message: string }>(name, body);
      expect(res.status, name).toBe(400);
      expect(res.body.Message, name).toMatch(message);
    }
    expect((await a.api.ValidateSubscriberNo({ subscriberNo: '99999999999' })).status).toBe(404);
    const wrong = await a.api.VerifyContractCancellationCode({ challengeId: 'x'.repeat(32), code: '123456' });
    expect(wrong.status).toBe(400);
  });
});

describe('a signed-in member', () => {
  it('applies without an SMS code, sees only their own applications, and cannot cancel another member’s meter', async () => {
    const zeynep = new Agent(t);
    expect((await zeynep.login('10000000146', 'Demo.2026')).status).toBe(200);
    const own = (await zeynep.api.GetSubscriptionList()).body.find((x) => x.LineStatus === 1)!;
    const me = (await t.database.db
      .selectFrom('registry')
      .select(['pid_no', 'name', 'surname'])
      .where('pid_no', '=', '10000000146')
      .executeTakeFirstOrThrow())!;
    const res = await zeynep.api.StartElectronicStateContractCancellation({
      subscriberNo: own.SubscriberNo,
      gsmNumber: '5550000001',
      address: own.Address ?? 'Adres',
      waterLineCuttingDate: workday(6),
      depositReturnType: 1,
      ibanOwner: `${me.name} ${me.surname}`,
      bankIbanNo: ibanOf(me.pid_no!),
      bankBranchOid: ziraatBranch,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = await zeynep.api.GetMyContractCancellations();
    expect(mine.body.map((c) => c.ApplicationNo)).toEqual([res.body.ApplicationNo]);
    const other = await zeynep.api.StartElectronicStateContractCancellation(application(people[0]));
    expect(other.status).toBe(403);
  });
});

describe('the water desk', () => {
  it('takes an application step by step to the refund sent, never skipping or repeating one', async () => {
    const s = people[4];
    const a = new Agent(t);
    const v = await verified(a, { subscriberNo: s.subscriberNo }, s.gsm);
    const started = await a.api.StartElectronicStateContractCancellation(
      application(s, { cancellationToken: v.CancellationToken }),
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const queue = await desk<{ Items: { Oid: number; ApplicationNo: string }[] }>(
      'clerk',
      'GetWaterCancellationQueue',
      {
        status: 'RECEIVED',
        pageSize: 100,
      },
    );
    const oid = queue.body.Items.find((i) => i.ApplicationNo === started.body.ApplicationNo)!.Oid;
    const target = { cancellationOid: oid };
    const smsCount = async () => {
      await t.flushSms();
      return (await t.inbox(s.gsm)).length;
    };
    let sms = await smsCount();

    expect((await desk('other', 'AssignWaterCancellation', { ...target, fieldTeam: 'Ekip' })).status).toBe(403);
    expect((await desk('clerk', 'IssueWaterFinalBill', target)).status).toBe(409);
    const assigned = await desk('clerk', 'AssignWaterCancellation', { ...target, fieldTeam: 'Nilüfer Saha Ekibi' });
    expect(assigned.body).toMatchObject({ Status: 'ASSIGNED', NextActs: ['cut', 'reject'] });
    expect(await smsCount()).toBe(++sms);

    const detail = await desk<{ LastIndex: number }>('clerk', 'GetWaterCancellation', target);
    const last = detail.body.LastIndex;
    const today = todayInIstanbul();
    // Applied at 00:30 Istanbul, while UTC's date is still yesterday: a cut dated yesterday is before the application.
    await t.database.db
      .updateTable('water_cancellation')
      .set({ created_at: new Date(istanbulDayStart(today).getTime() + 30 * 60_000) })
      .where('oid', '=', oid)
      .execute();
    const early = await desk('clerk', 'RecordWaterLineCut', {
      ...target,
      cutOn: addDays(today, -1),
      finalIndex: last + 1,
    });
    expect(early.status).toBe(400);
    expect(early.body.Message).toMatch(/Başvuru tarihinden önce/);
    // The line is cut today, before the day the subscriber chose: the clerk says why.
    const earlyCutReason = 'Abone telefonla daha erken kesim istedi.';
    const below = await desk('clerk', 'RecordWaterLineCut', {
      ...target,
      cutOn: today,
      finalIndex: last - 1,
      earlyCutReason,
    });
    expect(below.status).toBe(400);
    expect(below.body.Message).toMatch(/^Son sayaç endeksi: /);
    const future = await desk('clerk', 'RecordWaterLineCut', { ...target, cutOn: workday(3), finalIndex: last + 1 });
    expect(future.status).toBe(400);
    const cut = await desk('clerk', 'RecordWaterLineCut', {
      ...target,
      cutOn: today,
      finalIndex: last + 12,
      earlyCutReason,
    });
    expect(cut.body).toMatchObject({ Status: 'CUT', LineStatus: 3, FinalIndex: last + 12 });
    expect((await desk('clerk', 'RecordWaterLineCut', { ...target, cutOn: today, finalIndex: last + 13 })).status).toBe(
      409,
    );
    expect((await desk('clerk', 'RejectWaterCancellation', { ...target, reason: 'Artık geç' })).status).toBe(409);

    const billed = await desk<{ FinalBillKurus: number; FinalBill: WaterBillLines }>(
      'clerk',
      'IssueWaterFinalBill',
      target,
    );
    expect(billed.body.FinalBillKurus).toBeGreaterThan(0);
    // The desk sees the bill's lines: the 12 m³ since the last index, priced as every monthly bill is.
    const tariff = await t.database.db
      .selectFrom('water_tariff as w')
      .innerJoin('subscription as s', 's.tariff_name', 'w.tariff_name')
      .selectAll('w')
      .where('s.oid', '=', s.oid)
      .where('w.year', '<=', Number(today.slice(0, 4)))
      .orderBy('w.year', 'desc')
      .executeTakeFirstOrThrow();
    const prices = {
      waterKurus: tariff.water_kurus,
      wastewaterKurus: tariff.wastewater_kurus,
      ctvKurus: tariff.ctv_kurus,
      vatBp: tariff.vat_bp,
    };
    expect(billed.body.FinalBill).toEqual(waterBill(12, prices));
    expect(billed.body.FinalBill.TotalKurus).toBe(billed.body.FinalBillKurus);
    const billOids = await t.database.db
      .selectFrom('water_cancellation')
      .select('final_bill_accrual_oids')
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    const finalBill = () =>
      t.database.db
        .selectFrom('accrual')
        .select(['revenue_code', 'principal_kurus', 'paid_kurus'])
        .where('oid', 'in', billOids.final_bill_accrual_oids!)
        .execute();
    const accruals = await finalBill();
    expect(accruals.reduce((sum, x) => sum + x.principal_kurus, 0)).toBe(billed.body.FinalBillKurus);
    // One accrual per line: the debt list and the receipt print each.
    const { WaterKurus, WastewaterKurus, CtvKurus, VatKurus } = billed.body.FinalBill;
    expect(Object.fromEntries(accruals.map((x) => [x.revenue_code, x.principal_kurus]))).toEqual(
      Object.fromEntries(
        [
          [30, WaterKurus],
          [31, WastewaterKurus],
          [11, CtvKurus],
          [34, VatKurus],
        ].filter(([, k]) => k > 0),
      ),
    );

    const computed = await desk<{ DepositKurus: number; NettedKurus: number; RefundKurus: number }>(
      'clerk',
      'ComputeWaterRefund',
      target,
    );
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    const { DepositKurus, NettedKurus, RefundKurus } = computed.body;
    // The final bill is among the debts the deposit pays first.
    expect(NettedKurus).toBeGreaterThanOrEqual(Math.min(DepositKurus, billed.body.FinalBillKurus));
    expect(RefundKurus).toBe(DepositKurus - NettedKurus);
    expect(RefundKurus).toBeLessThanOrEqual(DepositKurus);
    expect((await desk('clerk', 'ComputeWaterRefund', target)).status).toBe(409);

    const approved = await desk('clerk', 'ApproveWaterRefund', target);
    expect(approved.body.Status).toBe(RefundKurus === 0 ? 'COMPLETED' : 'REFUND_APPROVED');
    const open = await finalBill();
    if (DepositKurus >= billed.body.FinalBillKurus)
      expect(open.every((x) => x.paid_kurus === x.principal_kurus)).toBe(true);

    if (RefundKurus > 0) {
      const iban = ibanOf(s.pid);
      const wrong = await desk('clerk', 'MarkWaterRefundSent', {
        ...target,
        refundKurus: RefundKurus + 1,
        iban,
        sentOn: today,
      });
      expect(wrong.status).toBe(409);
      const sent = await desk('clerk', 'MarkWaterRefundSent', {
        ...target,
        refundKurus: RefundKurus,
        iban,
        sentOn: today,
      });
      expect(sent.body).toMatchObject({ Status: 'COMPLETED', RefundSentOn: today });
      expect(
        (await desk('clerk', 'MarkWaterRefundSent', { ...target, refundKurus: RefundKurus, iban, sentOn: today }))
          .status,
      ).toBe(409);
    }

    const track = await a.api.GetContractCancellationStatus({
      applicationNo: started.body.ApplicationNo,
      gsmNumber: s.gsm,
    });
    const steps = ['RECEIVED', 'ASSIGNED', 'CUT', 'BILLED', 'REFUND_COMPUTED'];
    expect(track.body.Timeline.map((e) => e.Status)).toEqual(
      RefundKurus > 0 ? [...steps, 'REFUND_APPROVED', 'COMPLETED'] : [...steps, 'COMPLETED'],
    );
    // One SMS for each step after the assignment too.
    expect(await smsCount()).toBe(sms + track.body.Timeline.length - 2);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('event')
      .where('record_type', '=', 'water_cancellation')
      .where('record_id', '=', String(oid))
      .orderBy('oid')
      .execute();
    expect(audit.map((x) => x.event)).toEqual(
      expect.arrayContaining([
        'WATER_CANCELLATION_ASSIGN',
        'WATER_CANCELLATION_CUT',
        'WATER_CANCELLATION_BILL',
        'WATER_CANCELLATION_COMPUTE_REFUND',
        'WATER_CANCELLATION_APPROVE_REFUND',
        'PERSONAL_DATA_READ',
      ]),
    );
  });

  it('records a cut on the day the subscriber chose without a word, and one before it only with a reason the subscriber is told', async () => {
    const today = todayInIstanbul();
    const rows = await t.database.db
      .selectFrom('water_cancellation')
      .select(['oid', 'gsm_number'])
      .where('status', '=', 'ASSIGNED')
      .orderBy('oid')
      .limit(2)
      .execute();
    expect(rows).toHaveLength(2);
    const [onTheDay, early] = rows;
    // Applied five days ago; one chose today, the other the day after tomorrow.
    for (const [row, chosen] of [
      [onTheDay, today],
      [early, addDays(today, 2)],
    ] as const) {
      await t.database.db
        .updateTable('water_cancellation')
        .set({ cutting_date: chosen, created_at: istanbulDayStart(addDays(today, -5)) })
        .where('oid', '=', row.oid)
        .execute();
    }
    const last = (await desk<{ LastIndex: number }>('clerk', 'GetWaterCancellation', { cancellationOid: onTheDay.oid }))
      .body.LastIndex;
    const plain = await desk('clerk', 'RecordWaterLineCut', {
      cancellationOid: onTheDay.oid,
      cutOn: today,
      finalIndex: last + 2,
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);

    const target = { cancellationOid: early.oid, cutOn: today, finalIndex: 99_999_000 };
    const silent = await desk('clerk', 'RecordWaterLineCut', target);
    expect(silent.status).toBe(400);
    expect(silent.body.Message).toBe(
      `Kesim tarihi: Abonenin seçtiği hat kesme tarihinden (${formatDateTr(addDays(today, 2))}) önce. Abone daha ` +
        'erken kesim istediyse ya da başka bir zorunluluk varsa erken kesim gerekçesini yazınız; gerekçe aboneye ' +
        'SMS ile bildirilir.',
    );
    const short = await desk('clerk', 'RecordWaterLineCut', { ...target, earlyCutReason: 'İstedi' });
    expect(short.status).toBe(400);
    expect(short.body.Message).toMatch(/gerekçesi en az 10 karakter/);
    const reason = 'Abone taşındığı için kesimin öne alınmasını telefonla istedi';
    const said = await desk<{ Status: string; CutOn: string; Timeline: { Note: string | null }[] }>(
      'clerk',
      'RecordWaterLineCut',
      { ...target, earlyCutReason: reason },
    );
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    expect(said.body).toMatchObject({ Status: 'CUT', CutOn: today });
    expect(said.body.Timeline.at(-1)?.Note).toContain(reason);
    expect(await lastSms(early.gsm_number)).toContain(
      `seçtiğiniz ${formatDateTr(addDays(today, 2))} yerine ${formatDateTr(today)} tarihinde kesildi`,
    );
  });

  it('rejects a request with its reason (line status 4), after which a new application may be made', async () => {
    const row = await t.database.db
      .selectFrom('water_cancellation')
      .select(['oid', 'subscription_oid'])
      .where('status', '=', 'RECEIVED')
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const res = await desk('clerk', 'RejectWaterCancellation', {
      cancellationOid: row.oid,
      reason: 'Sayaç kilitli bir alanda; erişim sağlanamadı.',
    });
    expect(res.body).toMatchObject({
      Status: 'REJECTED',
      LineStatus: 4,
      RejectReason: expect.stringContaining('Sayaç'),
    });
    expect((await desk('clerk', 'RejectWaterCancellation', { cancellationOid: row.oid, reason: 'Yine' })).status).toBe(
      400,
    );
    expect(
      (await desk('clerk', 'RejectWaterCancellation', { cancellationOid: row.oid, reason: 'Bir daha reddet' })).status,
    ).toBe(409);
  });
});
