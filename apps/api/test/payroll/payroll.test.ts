import { PayrollCsvColumns, PayrollMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** The README's demo employee (a person of the simulated population). */
const DEMO = { pidNo: '42519360886', gsm: '5550000104' };

let t: IdentityApp;
const staff: Record<string, Principal> = {};

beforeAll(async () => {
  t = await openIdentityApp({ principalOf: (request) => staff[String(request.headers['x-test-as'])] ?? null });
  const ik = await t.database.db
    .selectFrom('staff')
    .select('oid')
    .where('username', '=', 'ik')
    .executeTakeFirstOrThrow();
  staff.ik = { kind: 'staff', staffOid: ik.oid, permissions: new Set(['payroll.import']), regionCode: null };
  staff.zabita = { kind: 'staff', staffOid: ik.oid, permissions: new Set(['complaints.handle']), regionCode: null };
});
afterAll(() => t.close());

/** Active employees with a phone of their own, one per test that asks for a code (a phone waits between codes). */
async function employees(count: number) {
  const rows = await sql<{ pid_no: string; gsm_number: string; oid: number; sicil_no: string }>`
    select r.pid_no, r.gsm_number, e.oid, e.sicil_no from employee e join registry r on r.oid = e.registry_oid
    where e.is_active and r.gsm_number is not null and r.pid_no <> ${DEMO.pidNo}
      and (select count(*) from registry r2 where r2.gsm_number = r.gsm_number) = 1
    order by e.oid limit ${count}`.execute(t.database.db);
  return rows.rows;
}

async function askCode(a: Agent, pidNo: string, gsmNumber: string) {
  return a.api.IsEmployeeActive({ pidNo, gsmNumber, verification: await a.human() });
}

/** The code of the newest SMS sent to the phone. */
async function smsCode(gsm: string): Promise<string> {
  await t.flushSms();
  const messages = await t.inbox(gsm);
  const last = messages.at(-1)?.msg ?? '';
  return /(\d{6})\s*$/.exec(last)?.[1] ?? '';
}

const staffCall = (who: string, name: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-test-as': who } });

describe('an employee reads their payroll after the SMS code', () => {
  it('sends a code, opens a 15-minute session of this browser, and shows 24 months, a month, a year and the PDF', async () => {
    const a = new Agent(t);
    const asked = await askCode(a, DEMO.pidNo, '(555) 000 01 04');
    expect(asked.status).toBe(200);
    expect(asked.body.Message).toBe(PayrollMessages.codeSent);
    const code = await smsCode(DEMO.gsm);
    expect(code).toMatch(/^\d{6}$/);

    const confirmed = await a.call<{ Employee: { NameSurname: string }; ExpiresAt: string }>('ConfirmPayrollCode', {
      challengeId: asked.body.ChallengeId,
      code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Employee.NameSurname).toBe('Mustafa Demir');
    const cookie = confirmed.setCookies.find((c) => c.startsWith('ebs_payroll='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Max-Age=900/);
    const minutes = (Date.parse(confirmed.body.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const list = await a.call<{ Items: Array<{ Year: number; Month: number; NetKurus: number }> }>(
      'GetEmployeeScoreCardAccrumentSummaries',
    );
    expect(list.status).toBe(200);
    expect(list.body.Items).toHaveLength(24);
    const [latest] = list.body.Items;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/GetEmployeePayroll',
      payload: { year: latest.Year, month: latest.Month },
      headers: { cookie: `ebs_payroll=${a.cookies.get('ebs_payroll')!.value}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json();
    expect(d.GrossKurus).toBe(d.BaseKurus + d.AllowanceKurus + d.OvertimeKurus);
    expect(d.NetKurus).toBe(
      d.GrossKurus - d.SgkEmployeeKurus - d.UnemploymentEmployeeKurus - d.IncomeTaxKurus - d.StampTaxKurus,
    );
    expect(d.PaidKurus).toBe(d.NetKurus - d.UnionDuesKurus - d.GarnishmentKurus);
    expect(d.EmployerCostKurus).toBe(d.GrossKurus + d.SgkEmployerKurus + d.UnemploymentEmployerKurus);
    expect(d.NetKurus).toBe(latest.NetKurus);

    const year = await a.api.GetEmployeePayrollYear({ year: latest.Year });
    expect(year.status).toBe(200);
    expect(year.body.Months.length).toBe(latest.Month);
    expect(year.body.NetKurus).toBe(year.body.Months.reduce((s, m) => s + m.NetKurus, 0));

    const pdf = await a.api.GetEmployeePayrollPdf({ year: latest.Year, month: latest.Month });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body.Content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const verified = await new Agent(t).api.VerifyPayrollDocument({ code: d.VerificationCode });
    expect(verified.body).toMatchObject({ Year: latest.Year, Month: latest.Month, NetKurus: d.NetKurus });
    expect(verified.body.NameMasked).not.toBe('Mustafa Demir');

    const logged = await t.database.db
      .selectFrom('payroll_access_log')
      .select('action')
      .innerJoin('employee', 'employee.oid', 'payroll_access_log.employee_oid')
      .where('employee.sicil_no', '=', (await a.api.GetEmployeeScoreCardAccrumentSummaries()).body.Employee.SicilNo)
      .execute();
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(['SESSION_OPENED', 'LIST', 'MONTH', 'YEAR', 'PDF']),
    );

    expect((await a.api.EndPayrollSession()).status).toBe(200);
    const after = await a.api.GetEmployeeScoreCardAccrumentSummaries();
    expect(after.status).toBe(401);
    expect(after.body.Message).toBe(PayrollMessages.sessionOver);
  });

  it('reads no payroll without the code’s session, nor with a session that has expired', async () => {
    const stranger = new Agent(t);
    for (const name of ['GetEmployeeScoreCardAccrumentSummaries', 'GetEmployeePayrollYear'] as const) {
      const res = await stranger.call(name, { year: 2026 });
      expect(res.status, name).toBe(401);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/GetEmployeePayroll',
      payload: { year: 2026, month: 1 },
      headers: { cookie: 'ebs_payroll=uydurma-bir-deger' },
    });
    expect(forged.statusCode).toBe(401);

    const [e] = await employees(1);
    const a = new Agent(t);
    const asked = await askCode(a, e.pid_no, e.gsm_number);
    const ok = await a.api.ConfirmPayrollCode({
      challengeId: asked.body.ChallengeId,
      code: await smsCode(e.gsm_number),
    });
    expect(ok.status).toBe(200);
    await t.database.db
      .updateTable('payroll_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await a.api.GetEmployeeScoreCardAccrumentSummaries()).status).toBe(401);
  });

  it('refuses a wrong code with one answer, spends a code once it is used, and refuses an expired one', async () => {
    const [, e1, e2] = await employees(3);
    const a = new Agent(t);
    const asked = await askCode(a, e1.pid_no, e1.gsm_number);
    const code = await smsCode(e1.gsm_number);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await a.api.ConfirmPayrollCode({ challengeId: asked.body.ChallengeId, code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/hatalı veya geçerliliğini yitirmiş/);
    expect((await a.api.ConfirmPayrollCode({ challengeId: asked.body.ChallengeId, code })).status).toBe(200);
    const again = await new Agent(t).api.ConfirmPayrollCode({ challengeId: asked.body.ChallengeId, code });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe(refused.body.Message);

    const b = new Agent(t);
    const late = await askCode(b, e2.pid_no, e2.gsm_number);
    const lateCode = await smsCode(e2.gsm_number);
    await sql`update sms_challenge set expires_at = now() - interval '1 second' where purpose = 'payroll'`.execute(
      t.database.db,
    );
    const expired = await b.api.ConfirmPayrollCode({ challengeId: late.body.ChallengeId, code: lateCode });
    expect(expired.status).toBe(400);
    expect(expired.body.Message).toBe(refused.body.Message);
    expect((await b.api.GetEmployeeScoreCardAccrumentSummaries()).status).toBe(401);
  });

  it('answers a non-employee and a wrong phone as it answers an employee, and sends them no code', async () => {
    const [, , , e] = await employees(4);
    const answers = [];
    for (const [pidNo, gsm] of [
      ['10000000146', '5550000101'], // a citizen, not an employee
      [e.pid_no, '5559998877'], // an employee, another phone
    ]) {
      const a = new Agent(t);
      const res = await askCode(a, pidNo, gsm);
      expect(res.status).toBe(200);
      answers.push(res.body);
      await t.flushSms();
      expect(await t.inbox(gsm)).toHaveLength(0);
      const tried = await a.api.ConfirmPayrollCode({ challengeId: res.body.ChallengeId, code: '123456' });
      expect(tried.status).toBe(400);
      expect(tried.body.Message).toMatch(/hatalı veya geçerliliğini yitirmiş/);
    }
    for (const body of answers) {
      expect(Object.keys(body).sort()).toEqual(['ChallengeId', 'ExpiresAt', 'MaskedGsm', 'Message']);
      expect(body.Message).toBe(PayrollMessages.codeSent);
      expect(body.ChallengeId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('throttles codes alike for right and wrong pairs: a second request waits, the fourth in a while is locked', async () => {
    const [, , , , e] = await employees(5);
    const a = new Agent(t);
    const minuteLater = () =>
      t.database.db
        .updateTable('auth_throttle')
        .set({ last_attempt_at: sql<Date>`last_attempt_at - interval '61 seconds'` })
        .execute();
    expect((await askCode(a, e.pid_no, e.gsm_number)).status).toBe(200);
    const soon = await askCode(a, e.pid_no, e.gsm_number);
    expect(soon.status).toBe(429);
    expect(soon.body.Message).toMatch(/bekleyiniz/);
    await minuteLater();
    const wrongSoon = [await askCode(a, e.pid_no, '5559998800'), await askCode(a, e.pid_no, '5559998800')];
    expect(wrongSoon.map((r) => r.status)).toEqual([200, 429]);
    expect(wrongSoon[1].body).toEqual(soon.body);

    // Three requests of one T.C. (right or wrong) in a quarter of an hour; the next is refused whatever it holds.
    await minuteLater();
    expect((await askCode(a, e.pid_no, '5559998801')).status).toBe(200);
    await minuteLater();
    const locked = await askCode(a, e.pid_no, e.gsm_number);
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toMatch(/dakika sonra/);
  });
});

describe('the payroll office imports and publishes a month', () => {
  const header = PayrollCsvColumns.join(';');

  it('lists the errors line by line and saves nothing when a line is wrong', async () => {
    const [e1, e2] = await employees(2);
    const csv = [
      header,
      `${e1.sicil_no};${e1.pid_no};60.000,00;5000;0;;`,
      `99999999;${e1.pid_no};60000;0;0;0;0`,
      `${e2.sicil_no};11111111110;60000;0;0;0;0`,
      `${e1.sicil_no};${e1.pid_no};60000;0;0;0;0`,
      `${e2.sicil_no};${e2.pid_no};60000;abc;0;0;0`,
      `${e2.sicil_no};${e2.pid_no};1000;0;0`,
    ].join('\r\n');
    const res = await staffCall('ik', 'ImportPayrollMonth', { year: 2026, month: 11, csv });
    expect(res.statusCode).toBe(200);
    const { Period, Errors } = res.json();
    expect(Period).toBeNull();
    expect(Errors.map((x: { Line: number }) => x.Line)).toEqual([3, 4, 5, 6, 7]);
    expect(Errors[0].Message).toMatch(/99999999/);
    expect(Errors[1].Message).toMatch(/T\.C\. Kimlik No/);
    expect(Errors[2].Message).toMatch(/ikinci kez/);
    expect(Errors[3].Message).toMatch(/Yan Ödemeler/);
    expect(Errors[4].Message).toMatch(/7 sütun/);
    const saved = await t.database.db
      .selectFrom('payroll_period')
      .select('oid')
      .where('year', '=', 2026)
      .where('month', '=', 11)
      .execute();
    expect(saved).toHaveLength(0);

    const header2 = await staffCall('ik', 'ImportPayrollMonth', { year: 2026, month: 11, csv: 'a;b\r\n1;2' });
    expect(header2.json().Errors[0]).toMatchObject({ Line: 1 });
  });

  it('imports a draft on the year’s cumulative base, publishes it once, and refuses to import it or an earlier month again', async () => {
    const [e] = await employees(1);
    const csv = `\uFEFF${header}\r\n${e.sicil_no};${e.pid_no};70000;7000;2500,50;700;0\r\n`;
    const imported = await staffCall('ik', 'ImportPayrollMonth', { year: 2026, month: 11, csv });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().Period).toMatchObject({ Year: 2026, Month: 11, Status: 'DRAFT', EmployeeCount: 1 });
    const row = await t.database.db
      .selectFrom('payroll')
      .selectAll()
      .where('employee_oid', '=', e.oid)
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.gross_kurus).toBe(7_950_050);
    const before = await sql<{ s: number }>`
      select coalesce(sum(p.income_tax_base_kurus), 0)::bigint as s from payroll p
      join payroll_period pp on pp.oid = p.period_oid
      where p.employee_oid = ${e.oid} and pp.year = 2026 and pp.month < 11`.execute(t.database.db);
    expect(row.cumulative_tax_base_kurus).toBe(Number(before.rows[0].s) + row.income_tax_base_kurus);

    const published = await staffCall('ik', 'PublishPayrollMonth', { year: 2026, month: 11 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ Status: 'PUBLISHED', EmployeeCount: 1 });
    const again = await staffCall('ik', 'ImportPayrollMonth', { year: 2026, month: 11, csv });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(PayrollMessages.alreadyPublished);
    const earlier = await staffCall('ik', 'ImportPayrollMonth', { year: 2026, month: 10, csv });
    expect(earlier.statusCode).toBe(409);

    const acts = await t.database.db
      .selectFrom('audit_event')
      .select('event')
      .where('record_type', '=', 'payroll_period')
      .where('record_id', '=', '2026-11')
      .execute();
    expect(acts.map((x) => x.event).sort()).toEqual(['PAYROLL_IMPORTED', 'PAYROLL_PUBLISHED']);
    const periods = await staffCall('ik', 'GetPayrollPeriods', {});
    expect(periods.json().Items[0]).toMatchObject({ Year: 2026, Month: 11, Status: 'PUBLISHED' });
  });

  it('refuses the desk to staff without the payroll permission and to nobody signed in', async () => {
    expect((await staffCall('zabita', 'GetPayrollPeriods', {})).statusCode).toBe(403);
    expect((await staffCall('nobody', 'PublishPayrollMonth', { year: 2026, month: 1 })).statusCode).toBe(401);
  });
});
