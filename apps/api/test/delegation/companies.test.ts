import {
  ACTING_HEADER,
  addDays,
  CompanyMessages,
  DelegationMessages,
  istanbulToday,
  maskIdentityNumber,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfficeAgent } from '../staff/office.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Demo members: Elif applies for the company, Mehmet is one of its staff, Zeynep has nothing to do with it. */
const elif = { pidNo: '31845207606', name: 'Elif Kaya' };
const mehmet = { pidNo: '23456789060', name: 'Mehmet Yıldız' };
const zeynep = { pidNo: '10000000146', name: 'Zeynep Arslan' };

const pdf = Buffer.from('%PDF-1.4\n% imza sirküleri\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

let t: IdentityApp;
let applicant: Agent;
let clerk: Agent;
let stranger: Agent;
let office: OfficeAgent;
let staffOid: number;
let applicantGsm: string;
/** A company's registry with open debts that nobody has signed up with. */
let company: { oid: number; vkn: string; title: string };

beforeAll(async () => {
  t = await openIdentityApp();
  applicant = new Agent(t);
  clerk = new Agent(t);
  stranger = new Agent(t);
  expect((await applicant.login(elif.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await clerk.login(mehmet.pidNo, 'Demo.2026')).status).toBe(200);
  expect((await stranger.login(zeynep.pidNo, 'Demo.2026')).status).toBe(200);
  office = new OfficeAgent(t);
  const login = await office.signIn('uyeisleri');
  expect(login.status).toBe(200);
  staffOid = login.body.Staff.Oid;
  const row = await sql<{ oid: number; pid_no: string; name: string }>`
    select r.oid, r.pid_no, r.name from registry r
    where r.registry_type = 'T'
      and not exists (select 1 from member m where m.registry_oid = r.oid)
      and exists (select 1 from accrual a where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus)
    order by r.oid limit 1`.execute(t.database.db);
  const first = row.rows[0];
  if (!first) throw new Error('The demo data has no company without a member');
  company = { oid: first.oid, vkn: first.pid_no, title: first.name };
  const phone = await t.database.db
    .selectFrom('member')
    .select('gsm_number')
    .where('pid_no', '=', elif.pidNo)
    .executeTakeFirstOrThrow();
  applicantGsm = phone.gsm_number ?? '';
  expect(applicantGsm).not.toBe('');
});
afterAll(async () => {
  await t?.close();
});

const acting = (grantOid: number) => ({ [ACTING_HEADER]: String(grantOid) });

async function upload(who: Agent, content: Buffer, name = 'sirkuler.pdf') {
  const res = await who.api.UploadFile({
    FileName: name,
    ContentBase64: content.toString('base64'),
    Purpose: 'company',
  });
  expect(res.status).toBe(200);
  return res.body.FileId;
}

/** An application from `who`, with a fresh circular. */
async function apply(who: Agent) {
  const res = await who.api.ApplyCompanyAuthority({
    companyVkn: company.vkn,
    companyTitle: company.title.toLocaleLowerCase('tr'),
    fileId: await upload(who, pdf),
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** The newest SMS the applicant's phone received that contains `words`. */
async function applicantSms(words: string) {
  await t.flushSms();
  return (await t.inbox(applicantGsm)).find((m) => m.msg.includes(words))?.msg ?? '';
}

/** The primary authority's grant, once approved. */
let primaryOid = 0;

describe('applying to be a company’s authorised person', () => {
  it('refuses a bad VKN, a wrong title, a missing circular and one that is not a PDF, in Turkish', async () => {
    const fileId = await upload(applicant, pdf);
    const base = { companyVkn: company.vkn, companyTitle: company.title, fileId };
    const badVkn = await applicant.api.ApplyCompanyAuthority({ ...base, companyVkn: '1234567891' });
    expect(badVkn.status).toBe(400);
    expect(badVkn.body).toMatchObject({ Message: expect.stringContaining('Vergi Kimlik No') });
    const wrongTitle = await applicant.api.ApplyCompanyAuthority({ ...base, companyTitle: 'Başka Ticaret Ltd. Şti.' });
    expect(wrongTitle).toMatchObject({ status: 400, body: { Message: CompanyMessages.titleMismatch } });
    // The refusal never names the company.
    expect(JSON.stringify(wrongTitle.body)).not.toContain(company.title);
    const noFile = await applicant.api.ApplyCompanyAuthority({ companyVkn: company.vkn, companyTitle: company.title });
    expect(noFile).toMatchObject({ status: 400, body: { Message: CompanyMessages.noFile } });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const image = await applicant.api.ApplyCompanyAuthority({ ...base, fileId: await upload(applicant, png, 'a.png') });
    expect(image).toMatchObject({ status: 400, body: { Message: CompanyMessages.notPdf } });
    const listed = await applicant.api.GetMyCompanyApplications({});
    expect(listed.body.Items).toEqual([]);
  });

  it('keeps a waiting application with its circular, the company masked, and refuses a second one while it waits', async () => {
    const made = await apply(applicant);
    expect(made).toMatchObject({ Status: 'WAITING', CompanyVkn: maskIdentityNumber(company.vkn), Reason: null });
    expect(made.CompanyName).not.toBe(company.title);
    expect(made.File?.ContentType).toBe('application/pdf');
    const again = await applicant.api.ApplyCompanyAuthority({
      companyVkn: company.vkn,
      companyTitle: company.title,
      fileId: await upload(applicant, pdf),
    });
    expect(again).toMatchObject({ status: 409, body: { Message: CompanyMessages.alreadyWaiting } });
  });
});

describe('the office decides', () => {
  it('approves with a last day: the company gets an account nobody signs in to and the person acts for it', async () => {
    const waiting = await office.office.GetCompanyApplications({});
    const elifOid = (
      await t.database.db.selectFrom('member').select('oid').where('pid_no', '=', elif.pidNo).executeTakeFirstOrThrow()
    ).oid;
    const app = waiting.body.Items.find((a) => a.ApplicantMemberOid === elifOid);
    // The demo's own waiting application is there too, so the desk is never empty on start.
    expect(waiting.body.Items.length).toBeGreaterThan(1);
    expect(app).toBeDefined();
    // The clerk reads the circular.
    const file = await office.office.GetFile({ FileId: app?.File?.FileId ?? '' });
    expect(Buffer.from(file.body.ContentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const tooFar = await office.office.ApproveCompanyApplication({
      applicationOid: app!.Oid,
      expiresOn: addDays(istanbulToday(), 400),
    });
    expect(tooFar).toMatchObject({ status: 400, body: { Message: CompanyMessages.expiryTooFar } });
    const lastDay = addDays(istanbulToday(), 60);
    const res = await office.office.ApproveCompanyApplication({ applicationOid: app!.Oid, expiresOn: lastDay });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 'APPROVED', ExpiresOn: lastDay });

    const account = await t.database.db
      .selectFrom('member')
      .select(['oid', 'created_via', 'password_hash'])
      .where('registry_oid', '=', company.oid)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ created_via: 'COMPANY', password_hash: null });
    const received = await applicant.api.GetDelegations({});
    const primary = received.body.Received.find((g) => g.Primary);
    expect(primary).toMatchObject({ Status: 'ACTIVE', ExpiresOn: lastDay, OwnerName: company.title });
    primaryOid = primary!.Oid;
    expect(await applicantSms('onaylandı')).toContain('şirket yetkilisi başvurunuz onaylandı');

    // Acting for the company: its debts, as any grant with `see` reads them.
    const debts = await applicant.call<unknown[]>('GetDebtListWithRevenueCode', {}, acting(primaryOid));
    expect(debts.status).toBe(200);
    expect(debts.body.length).toBeGreaterThan(0);

    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'COMPANY_AUTHORITY_APPROVED')
      .where('record_id', '=', String(app!.Oid))
      .executeTakeFirstOrThrow();
    expect(audit.staff_oid).toBe(staffOid);
    const detail = JSON.stringify(audit.detail);
    expect(detail).toContain('El** Ka**');
    expect(detail).toContain(maskIdentityNumber(company.vkn));
    expect(detail).not.toContain(company.vkn);

    const authorities = await office.office.GetCompanyAuthorities({ memberOid: account.oid });
    expect(authorities.body.Items).toEqual([
      expect.objectContaining({ GrantOid: primaryOid, Primary: true, Status: 'ACTIVE', PersonName: elif.name }),
    ]);
  });

  it('the company’s account cannot sign in, get a new password or come through e-Devlet', async () => {
    const login = await new Agent(t).login(company.vkn, 'Demo.2026');
    expect(login.status).toBe(401);
    const registry = await t.database.db
      .selectFrom('registry')
      .select('gsm_number')
      .where('oid', '=', company.oid)
      .executeTakeFirstOrThrow();
    if (registry.gsm_number) {
      await sql`delete from auth_throttle`.execute(t.database.db).catch(() => undefined);
      await new Agent(t).api.SendPasswordForMember({ pidNo: company.vkn, gsmNumber: registry.gsm_number });
    }
    const account = await t.database.db
      .selectFrom('member')
      .select('password_hash')
      .where('registry_oid', '=', company.oid)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();
  });

  it('refuses with a reason the applicant reads, and tells them by SMS', async () => {
    const made = await apply(stranger);
    const reason = 'İmza sirkülerinde başvuranın adı yok';
    const res = await office.office.RefuseCompanyApplication({ applicationOid: made.Oid, reason });
    expect(res.body).toMatchObject({ Status: 'REFUSED', Reason: reason });
    const mine = await stranger.api.GetMyCompanyApplications({});
    expect(mine.body.Items[0]).toMatchObject({ Oid: made.Oid, Status: 'REFUSED', Reason: reason });
    const again = await office.office.ApproveCompanyApplication({
      applicationOid: made.Oid,
      expiresOn: addDays(istanbulToday(), 10),
    });
    expect(again).toMatchObject({ status: 409, body: { Message: CompanyMessages.alreadyDecided } });
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('event', '=', 'COMPANY_AUTHORITY_REFUSED')
      .where('record_id', '=', String(made.Oid))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.detail)).toContain('Ze**** Ar****');
  });
});

describe('the primary authority manages the company’s grants to its staff', () => {
  let staffGrant = 0;

  it('gives a staff grant for the company, confirmed with a code to their own phone; the staff member accepts', async () => {
    await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
    const tooLong = await applicant.call<{ Message?: string }>(
      'StartDelegationGrant',
      {
        granteePidNo: mehmet.pidNo,
        granteeName: mehmet.name,
        scopes: ['declare'],
        expiresOn: addDays(istanbulToday(), 90),
      },
      acting(primaryOid),
    );
    expect(tooLong).toMatchObject({ status: 400, body: { Message: CompanyMessages.outlivesPrimary } });
    const start = await applicant.call<{ ChallengeId: string }>(
      'StartDelegationGrant',
      {
        granteePidNo: mehmet.pidNo,
        granteeName: mehmet.name,
        scopes: ['declare'],
        expiresOn: addDays(istanbulToday(), 30),
      },
      acting(primaryOid),
    );
    expect(start.status).toBe(200);
    const code = /(\d{6})$/.exec(await applicantSms('onay kodunuz'))?.[1];
    expect(code).toBeDefined();
    const confirmed = await applicant.call<{ Oid: number; Status: string }>(
      'ConfirmDelegationGrant',
      { challengeId: start.body.ChallengeId, code },
      acting(primaryOid),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Status).toBe('PENDING');
    staffGrant = confirmed.body.Oid;
    const given = await applicant.call<{ Given: Array<{ Oid: number }> }>('GetDelegations', {}, acting(primaryOid));
    expect(given.body.Given.map((g) => g.Oid)).toContain(staffGrant);
    expect((await clerk.api.AcceptDelegationGrant({ grantOid: staffGrant })).status).toBe(200);
    const received = await clerk.api.GetDelegations({});
    expect(received.body.Received.find((g) => g.Oid === staffGrant)).toMatchObject({
      OwnerName: company.title,
      Primary: false,
      Scopes: ['see', 'declare'],
    });
  });

  it('a staff grantee cannot give grants for the company, nor act beyond its scopes', async () => {
    // Under a staff grant the grant calls are the clerk's own: the company's grants are not theirs to read or give.
    const theirs = await clerk.call<{ Given: Array<{ Oid: number }>; Received: Array<{ Oid: number }> }>(
      'GetDelegations',
      {},
      acting(staffGrant),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.Given.map((g) => g.Oid)).not.toContain(staffGrant);
    expect(theirs.body.Received.map((g) => g.Oid)).toContain(staffGrant);
    await sql`update sms_challenge set created_at = created_at - interval '1 hour'`.execute(t.database.db);
    const give = await clerk.call<{ ChallengeId: string }>(
      'StartDelegationGrant',
      { granteePidNo: zeynep.pidNo, granteeName: zeynep.name, scopes: ['pay'], expiresOn: addDays(istanbulToday(), 5) },
      acting(staffGrant),
    );
    expect(give.status).toBe(200);
    const challenge = await t.database.db
      .selectFrom('sms_challenge')
      .select('subject')
      .where('purpose', '=', 'delegation')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const clerkOid = (
      await t.database.db
        .selectFrom('member')
        .select('oid')
        .where('pid_no', '=', mehmet.pidNo)
        .executeTakeFirstOrThrow()
    ).oid;
    expect(JSON.parse(challenge?.subject ?? '{}')).toMatchObject({ owner: clerkOid, actor: null });
    const pay = await clerk.call<{ Message?: string }>('CheckRegistryUnpaidOnlinePayment', {}, acting(staffGrant));
    expect(pay).toMatchObject({ status: 403, body: { Message: DelegationMessages.scopeMissing } });
    expect((await clerk.call('RetrieveDeclarationSummary', {}, acting(staffGrant))).status).toBe(200);
    // Nor may the primary renew their own authority while acting for the company: the office does.
    const renew = await applicant.call<{ Message?: string }>(
      'RenewDelegationGrant',
      { grantOid: primaryOid, scopes: ['pay'], expiresOn: addDays(istanbulToday(), 10) },
      acting(primaryOid),
    );
    expect(renew).toMatchObject({ status: 409, body: { Message: CompanyMessages.primaryByOffice } });
    // Acting for the company, the grants received are still the person's own, for "Kimin adına?".
    const mine = await applicant.call<{ Received: Array<{ Oid: number }> }>('GetDelegations', {}, acting(primaryOid));
    expect(mine.body.Received.map((g) => g.Oid)).toContain(primaryOid);
  });

  it('the office ends the primary authority: it stops at the next call, the staff grant stays', async () => {
    const account = await t.database.db
      .selectFrom('member')
      .select('oid')
      .where('registry_oid', '=', company.oid)
      .executeTakeFirstOrThrow();
    const res = await office.office.EndCompanyAuthority({
      memberOid: account.oid,
      grantOid: primaryOid,
      reason: 'Şirketin yazılı talebi üzerine',
    });
    expect(res.body).toMatchObject({ Status: 'REVOKED', Primary: true });
    const next = await applicant.call('GetDebtListWithRevenueCode', {}, acting(primaryOid));
    expect(next).toMatchObject({ status: 403, body: { Code: 'error_delegation_ended' } });
    expect((await clerk.call('RetrieveDeclarationSummary', {}, acting(staffGrant))).status).toBe(200);
    expect(await applicantSms('sona erdirildi')).toContain('Şirketin yazılı talebi');
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('event', '=', 'COMPANY_AUTHORITY_ENDED')
      .where('record_id', '=', String(primaryOid))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.detail)).toContain('El** Ka**');
  });
});

describe('Beyannamelerim names who acted', () => {
  it('lists a declaration filed under a grant with the name of who filed it, and one the owner filed without', async () => {
    const owner = await t.database.db
      .selectFrom('member')
      .select('registry_oid')
      .where('pid_no', '=', zeynep.pidNo)
      .executeTakeFirstOrThrow();
    const actor = await t.database.db
      .selectFrom('member')
      .select('oid')
      .where('pid_no', '=', mehmet.pidNo)
      .executeTakeFirstOrThrow();
    const own = await t.database.db
      .selectFrom('declaration')
      .select('oid')
      .where('registry_oid', '=', owner.registry_oid)
      .where('status', '!=', 'REPLACED')
      .orderBy('oid')
      .limit(2)
      .execute();
    expect(own.length).toBe(2);
    const [byGrantee, byOwner] = own.map((d) => d.oid);
    await t.database.db
      .updateTable('declaration')
      .set({ acted_by_member_oid: actor.oid })
      .where('oid', '=', byGrantee!)
      .execute();
    const list = (await stranger.api.RetrieveDeclarationSummary({})).body;
    expect(list.find((d) => d.Oid === byGrantee)?.ActedByName).toBe(mehmet.name);
    expect(list.find((d) => d.Oid === byOwner)?.ActedByName).toBeNull();
  });
});
