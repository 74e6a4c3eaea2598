import { type DeclarationInputDraft, type DeclarerInput, todayInIstanbul } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { DEMO_PASSWORD, testMemberPid } from '../../src/modules/demo/members.js';
import { declarerOf, valuedStreet } from '../support/declarer.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

const staff = (...permissions: string[]): Principal => ({
  kind: 'staff',
  staffOid: 1,
  permissions: new Set(permissions),
  regionCode: null,
});

let t: IdentityApp;
let ayse: Agent;
let other: Agent;
let registryOid: number;
let declarer: DeclarerInput;
let address = { countyCode: '', districtCode: '', streetCode: '' };
const year = Number(todayInIstanbul().slice(0, 4));

beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request) => {
      const perms = request.headers['x-test-staff'];
      if (typeof perms === 'string') return staff(...perms.split(',').filter(Boolean));
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
  ayse = new Agent(t);
  other = new Agent(t);
  expect((await ayse.login(testMemberPid(1), DEMO_PASSWORD)).status).toBe(200);
  expect((await other.login(testMemberPid(2), DEMO_PASSWORD)).status).toBe(200);
  registryOid = (
    await t.database.db
      .selectFrom('member')
      .select('registry_oid')
      .where('pid_no', '=', testMemberPid(1))
      .executeTakeFirstOrThrow()
  ).registry_oid;
  declarer = await declarerOf(ayse);
  address = await valuedStreet(t, year);
});
afterAll(async () => {
  await t?.close();
});

/** A plain GET with the agent's cookies, as a link in the browser. */
const getAs = (a: Agent, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...a.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ') },
  });

const staffCall = (name: string, body: object, ...perms: string[]) =>
  ayse.call(name, body, { 'x-test-staff': (perms.length ? perms : ['declarations.review']).join(',') });

let parcel = 100;
const plot = (over: Record<string, unknown> = {}) =>
  ({
    kind: 'ESTATE',
    estateType: 2,
    year,
    address,
    titleDeed: { ada: '901', parsel: String(++parcel) },
    areaM2: 300,
    share: { numerator: 1, denominator: 2 },
    acquisitionDate: `${year - 3}-05-10`,
    acquisitionReasonCode: '1',
    usage: 'OTHER',
    ...over,
  }) as DeclarationInputDraft;
const ectOf = () => ({
  kind: 'ECT' as const,
  year,
  workplaceName: 'Deneme Büfe',
  address,
  buildingGroup: 6,
  degree: 2,
  activityStartDate: `${year - 2}-01-01`,
});
const adOf = () => ({
  kind: 'AD' as const,
  year,
  businessName: 'Deneme Eczanesi',
  address,
  boards: [{ adTypeCode: 'IL02', groupNo: 3, widthM: 3, heightM: 1, sides: 1, quantity: 1, location: 'Cephe' }],
});
const entertainmentOf = () => ({
  kind: 'ENTERTAINMENT' as const,
  venueName: 'Deneme Sahnesi',
  address,
  venueTypeCode: 'EG05',
  groupNo: 1,
  startDate: `${year}-01-01`,
  workingDays: 10,
  ticketRevenueKurus: 2_000_000,
  period: 'MONTHLY' as const,
});

const estateCall = (a: Agent, declaration: DeclarationInputDraft, fileIds: string[] = []) =>
  a.api.RecordEMunicipalityEstateDeclaration({ declarer, declaration: declaration as never, fileIds });
const liveAccruals = (oids: number[]) =>
  t.database.db.selectFrom('accrual').selectAll().where('oid', 'in', oids).where('cancelled_at', 'is', null).execute();

describe('filing each kind', () => {
  it('an estate declaration is computed by the server, accrued in two installments and listed among the debts', async () => {
    const res = await estateCall(ayse, plot());
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.Number).toMatch(new RegExp(`^EMLK-${year}-\\d{6}$`));
    expect(r.Calculation.Installments).toHaveLength(2);
    expect(r.AccrualOids).toHaveLength(2);
    const rows = await liveAccruals(r.AccrualOids);
    expect(rows.reduce((s, a) => s + Number(a.principal_kurus), 0)).toBe(r.Calculation.AnnualKurus);
    expect(rows.every((a) => a.revenue_code === 2 && a.registry_oid === registryOid)).toBe(true);
    const debts = (await ayse.api.GetDebtListWithRevenueCode({ revenueCode: 2 })).body;
    expect(debts.map((d) => d.AccrualOid)).toEqual(expect.arrayContaining(r.AccrualOids));
    const summary = (await ayse.api.RetrieveDeclarationSummary({})).body;
    expect(summary.find((s) => s.Oid === r.Oid)).toMatchObject({
      Status: 'SUBMITTED',
      CanAmend: true,
      CanWithdraw: true,
    });
  });

  it('environmental cleaning, advertising and entertainment declarations accrue under their revenue codes', async () => {
    const e = await ayse.api.RecordEMunicipalityECTDeclaration({ declarer, declaration: ectOf() });
    const a = await ayse.api.RecordEMunicipalityAdDeclaration({ declarer, declaration: adOf() });
    const g = await ayse.api.RecordEMunicipalityEntertainmentDeclaration({ declarer, declaration: entertainmentOf() });
    for (const [res, code] of [
      [e, 10],
      [a, 20],
      [g, 21],
    ] as const) {
      expect(res.status).toBe(200);
      expect(res.body.Calculation.RevenueCode).toBe(code);
      const rows = await liveAccruals(res.body.AccrualOids);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((x) => x.revenue_code === code)).toBe(true);
    }
    // 10 % of 20.000 TL ticket revenue, due the 20th of February
    expect(g.body.Calculation.AnnualKurus).toBe(200_000);
    expect(g.body.Calculation.Installments[0].DueDate).toBe(`${year}-02-20`);
  });

  it('the live estimate needs no login and matches what filing records', async () => {
    const draft = plot({ titleDeed: { ada: '902', parsel: '1' } });
    const estimate = await new Agent(t).api.CalculateDeclaration({ declaration: draft as never });
    expect(estimate.status).toBe(200);
    const filed = await estateCall(ayse, draft);
    expect(filed.body.Calculation).toEqual(estimate.body);
    expect(estimate.body.Explanation.find((l) => l.Key === 'taxValue')?.Source?.Table).toBe('Arsa rayiç bedeli');
  });

  it('the receipt PDF opens for its owner, and anyone verifies its code', async () => {
    const filed = (
      await ayse.api.RecordEMunicipalityECTDeclaration({
        declarer,
        declaration: { ...ectOf(), workplaceName: 'Makbuz Büfe' },
      })
    ).body;
    const pdf = await getAs(ayse, filed.ReceiptUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await getAs(other, filed.ReceiptUrl)).statusCode).toBe(404);
    const check = await new Agent(t).api.VerifyDeclarationReceipt({ code: filed.VerificationCode });
    expect(check.body).toMatchObject({ Number: filed.Number, Status: 'SUBMITTED' });
    expect(check.body.DeclarerMasked).toContain('*');
    expect((await new Agent(t).api.VerifyDeclarationReceipt({ code: 'ABCDEFGHJK23' })).status).toBe(404);
  });
});

describe('amend and withdraw', () => {
  it('an amendment replaces the unpaid accruals of the old version with its own', async () => {
    const first = (await estateCall(ayse, plot({ titleDeed: { ada: '903', parsel: '1' } }))).body;
    const res = await ayse.api.AmendDeclaration({
      declarationOid: first.Oid,
      declarer,
      declaration: plot({ titleDeed: { ada: '903', parsel: '1' }, areaM2: 450 }) as never,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Number: first.Number, Version: 2 });
    expect(await liveAccruals(first.AccrualOids)).toHaveLength(0);
    expect(await liveAccruals(res.body.AccrualOids)).toHaveLength(2);
    const got = await ayse.api.GetDeclaration({ declarationOid: res.body.Oid });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const detail = got.body;
    expect(detail.History.map((h) => [h.Version, h.Status])).toEqual([
      [2, 'SUBMITTED'],
      [1, 'REPLACED'],
    ]);
    const again = await ayse.api.AmendDeclaration({
      declarationOid: first.Oid,
      declarer,
      declaration: plot() as never,
    });
    expect(again.status).toBe(409);
  });

  it('an amendment carries the earlier version’s files it names, leaves out one removed, and adds a new upload', async () => {
    const pdf = (n: number) =>
      Buffer.from(`%PDF-1.4\n% belge ${n}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1').toString('base64');
    const upload = async (name: string, n: number) =>
      (await ayse.api.UploadFile({ FileName: name, ContentBase64: pdf(n), Purpose: 'declaration' })).body.FileId;
    const [deed, lease, photo] = [await upload('tapu.pdf', 1), await upload('kira.pdf', 2), await upload('ek.pdf', 3)];
    const parcel = { titleDeed: { ada: '911', parsel: '1' } };
    const first = (await estateCall(ayse, plot(parcel), [deed, lease])).body;
    const filed = (await ayse.api.GetDeclaration({ declarationOid: first.Oid })).body.Attachments;
    expect(filed.map((f) => f.FileName)).toEqual(['tapu.pdf', 'kira.pdf']);

    // The form lists both files of version 1; the citizen removes the lease and adds a photo.
    const res = await ayse.api.AmendDeclaration({
      declarationOid: first.Oid,
      declarer,
      declaration: plot({ ...parcel, areaM2: 320 }) as never,
      fileIds: [deed, photo],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const amended = (await ayse.api.GetDeclaration({ declarationOid: res.body.Oid })).body.Attachments;
    expect(amended.map((f) => f.FileName)).toEqual(['tapu.pdf', 'ek.pdf']);
    // The carried file is the same document, readable by its owner; the office reviews the version with it.
    const read = await ayse.api.GetFile({ FileId: amended[0].FileId });
    expect(read.body.ContentBase64).toBe(pdf(1));
    const review = await staffCall('GetDeclarationForReview', { declarationOid: res.body.Oid });
    expect((review.body as { Attachments: { FileName: string }[] }).Attachments.map((f) => f.FileName)).toEqual([
      'tapu.pdf',
      'ek.pdf',
    ]);
    // Version 1 keeps what was filed with it.
    const old = (await ayse.api.GetDeclaration({ declarationOid: first.Oid })).body.Attachments;
    expect(old.map((f) => f.FileId)).toEqual([deed, lease]);
    // Another member cannot carry a file of this declaration into theirs.
    const theirs = (await estateCall(other, plot({ titleDeed: { ada: '911', parsel: '2' } }))).body;
    const stolen = await other.api.AmendDeclaration({
      declarationOid: theirs.Oid,
      declarer: await declarerOf(other),
      declaration: plot({ titleDeed: { ada: '911', parsel: '2' } }) as never,
      fileIds: [lease],
    });
    expect(stolen.status).toBe(400);
  });

  it('an amendment keeps an installment already paid and accrues only the difference', async () => {
    const first = (await estateCall(ayse, plot({ titleDeed: { ada: '904', parsel: '1' } }))).body;
    const [one] = first.AccrualOids;
    await t.database.db
      .updateTable('accrual')
      .set({ paid_kurus: sql`principal_kurus` })
      .where('oid', '=', one)
      .execute();
    const paid = first.Calculation.Installments[0].Kurus;
    const res = (
      await ayse.api.AmendDeclaration({
        declarationOid: first.Oid,
        declarer,
        declaration: plot({ titleDeed: { ada: '904', parsel: '1' }, areaM2: 600 }) as never,
      })
    ).body;
    const rows = await liveAccruals(res.AccrualOids);
    const first1 = rows.find((r) => r.installment_no === 1)!;
    expect(Number(first1.principal_kurus)).toBe(res.Calculation.Installments[0].Kurus - paid);
    const listed = (await ayse.api.GetDeclarationAccruments({ declarationOid: res.Oid })).body;
    expect(listed.map((a) => a.AccrualOid)).toEqual(expect.arrayContaining([one, ...res.AccrualOids]));
  });

  it('withdrawal cancels the accruals; the debts leave the list; a second withdrawal is refused', async () => {
    const filed = (await estateCall(ayse, plot({ titleDeed: { ada: '905', parsel: '1' } }))).body;
    const res = await ayse.api.WithdrawDeclaration({ declarationOid: filed.Oid, reason: 'Yanlışlıkla verildi' });
    expect(res.status).toBe(200);
    expect(res.body.Status).toBe('WITHDRAWN');
    expect(await liveAccruals(filed.AccrualOids)).toHaveLength(0);
    const debts = (await ayse.api.GetDebtListWithRevenueCode({ revenueCode: 2 })).body;
    expect(debts.some((d) => filed.AccrualOids.includes(d.AccrualOid))).toBe(false);
    expect((await ayse.api.WithdrawDeclaration({ declarationOid: filed.Oid })).status).toBe(409);
    // The parcel is free again after a withdrawal.
    expect((await estateCall(ayse, plot({ titleDeed: { ada: '905', parsel: '1' } }))).status).toBe(200);
  });
});

describe('rules and bad input', () => {
  it('a parcel declared again for the same year is refused: amend instead', async () => {
    const draft = plot({ titleDeed: { ada: '906', parsel: '1' } });
    expect((await estateCall(ayse, draft)).status).toBe(200);
    const twin = await estateCall(ayse, draft);
    expect(twin.status).toBe(409);
    expect(twin.body.Message).toContain('düzeltin');
  });

  it('impossible input is refused in Turkish naming the field, nothing saved', async () => {
    const before = Number(
      (await sql<{ n: string }>`select count(*) as n from declaration`.execute(t.database.db)).rows[0].n,
    );
    const cases: Array<[DeclarationInputDraft, string]> = [
      [plot({ share: { numerator: 3, denominator: 2 } }), 'Hisse payı'],
      [plot({ acquisitionDate: `${year + 1}-01-01` }), 'Edinme tarihi'],
      [plot({ areaM2: 0 }), 'Alan (m²)'],
      [plot({ areaM2: 1e9 }), 'Alan (m²)'],
      [plot({ address: { ...address, streetCode: 'YOK-999' } }), 'Cadde/Sokak'],
      [plot({ acquisitionReasonCode: '999' }), 'Edinme şekli'],
      [plot({ estateType: 1, building: undefined }), 'Bina bilgileri'],
    ];
    for (const [draft, label] of cases) {
      const res = await estateCall(ayse, draft);
      expect(res.status, label).toBe(400);
      expect(res.body.Message).toContain(label);
    }
    const ent = await ayse.api.RecordEMunicipalityEntertainmentDeclaration({
      declarer,
      declaration: { ...entertainmentOf(), ticketRevenueKurus: undefined },
    });
    expect(ent.status).toBe(400);
    expect(ent.body.Message).toContain('Bilet hasılatı');
    const board = await ayse.api.RecordEMunicipalityAdDeclaration({
      declarer,
      declaration: { ...adOf(), boards: [{ adTypeCode: 'IL02', groupNo: 3, location: 'Cephe' }] },
    });
    expect(board.status).toBe(400);
    expect(board.body.Message).toContain('En (m)');
    const wrongType = await ayse.api.RecordEMunicipalityECTDeclaration({
      declarer: {
        registryType: 'T',
        vkn: '1234567890',
        title: 'X AŞ',
        taxOfficeCode: '001105',
        gsmNumber: '5550001122',
      },
      declaration: ectOf(),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.Message).toContain('Beyan eden');
    const after = Number(
      (await sql<{ n: string }>`select count(*) as n from declaration`.execute(t.database.db)).rows[0].n,
    );
    expect(after).toBe(before);
  });

  it('another member’s declaration, receipt and balances are refused', async () => {
    const mine = (
      await ayse.api.RecordEMunicipalityECTDeclaration({
        declarer,
        declaration: { ...ectOf(), workplaceName: 'Benim Büfem' },
      })
    ).body;
    expect((await other.api.GetDeclaration({ declarationOid: mine.Oid })).status).toBe(404);
    expect((await other.api.WithdrawDeclaration({ declarationOid: mine.Oid })).status).toBe(404);
    expect((await other.api.GetDeclarationAccruments({ declarationOid: mine.Oid })).body).toEqual([]);
    const foreign = await other.api.GetDeclarationAccrumentBalancesofEMunicipality({
      registryInfoOid: registryOid,
      delayFineCalculationDate: todayInIstanbul(),
    });
    expect(foreign.status).toBe(403);
    expect((await new Agent(t).api.RetrieveDeclarationSummary({})).status).toBe(401);
  });

  it('balances carry the late fee of the day the citizen picks', async () => {
    const mine = (
      await ayse.api.RecordEMunicipalityECTDeclaration({
        declarer,
        declaration: { ...ectOf(), workplaceName: 'Gecikme Büfe' },
      })
    ).body;
    const due = mine.Calculation.Installments[0].DueDate;
    const on = await ayse.api.GetDeclarationAccrumentBalancesofEMunicipality({
      registryInfoOid: registryOid,
      delayFineCalculationDate: due,
    });
    const later = await ayse.api.GetDeclarationAccrumentBalancesofEMunicipality({
      registryInfoOid: registryOid,
      delayFineCalculationDate: `${Number(due.slice(0, 4)) + 1}${due.slice(4)}`,
    });
    const pick = (rows: typeof on.body) => rows.find((r) => r.AccrualOid === mine.AccrualOids[0])!;
    expect(pick(on.body).LateFeeKurus).toBe(0);
    expect(pick(later.body).LateFeeKurus).toBeGreaterThan(0);
    expect(pick(later.body).DeclarationNumber).toBe(mine.Number);
  });
});

describe('the office', () => {
  it('the office reads a declaration’s codes by their names: the address, the acquisition way, the ad types', async () => {
    const estate = (await estateCall(ayse, plot())).body;
    const res = await staffCall('GetDeclarationForReview', { declarationOid: estate.Oid });
    expect(res.status).toBe(200);
    const names = (res.body as { Names: Record<string, unknown> }).Names;
    const place = await t.database.db
      .selectFrom('street as s')
      .innerJoin('district as d', 'd.code', 's.district_code')
      .innerJoin('county as c', 'c.code', 'd.county_code')
      .select(['c.name as county', 'd.name as district', 's.name as street'])
      .where('s.code', '=', address.streetCode)
      .executeTakeFirstOrThrow();
    const reason = await t.database.db
      .selectFrom('parameter')
      .select('name')
      .where('type_code', '=', 9)
      .where('code', '=', '1')
      .executeTakeFirstOrThrow();
    expect(names).toMatchObject({ County: place.county, District: place.district, AcquisitionReason: reason.name });
    expect(names.Street).toContain(place.street);
    expect(names.Street).not.toMatch(/(\S+) \1$/);
    const ad = (await ayse.api.RecordEMunicipalityAdDeclaration({ declarer, declaration: adOf() })).body;
    const adNames = (await ayse.api.GetDeclaration({ declarationOid: ad.Oid })).body.Names;
    expect(adNames.AdTypes.IL02).toBeTruthy();
  });

  it('returns a declaration with a reason: the citizen sees it, an SMS is queued, the act is audited', async () => {
    const filed = (
      await ayse.api.RecordEMunicipalityAdDeclaration({
        declarer,
        declaration: { ...adOf(), businessName: 'İade Eczanesi' },
      })
    ).body;
    const queue = await staffCall('GetDeclarationReviewQueue', { criteria: { state: 'NEW', kind: 'AD' } });
    expect(queue.status).toBe(200);
    expect((queue.body as { Items: { Oid: number }[] }).Items.some((i) => i.Oid === filed.Oid)).toBe(true);
    const reason = 'Reklam panosunun fotoğrafı eksik; lütfen ekleyin.';
    const res = await staffCall('ReturnDeclaration', { declarationOid: filed.Oid, reason });
    expect(res.status).toBe(200);
    const mine = (await ayse.api.RetrieveDeclarationSummary({ kind: 'AD' })).body.find((s) => s.Oid === filed.Oid)!;
    expect(mine).toMatchObject({ Status: 'RETURNED', ReturnReason: reason, CanAmend: true });
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select(['sms_text', 'message_code'])
      .where('sms_text', 'like', `%${filed.Number}%iade%`)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0].message_code).toBe(7010);
    // With Turkish letters, as every message (sent with the gateway's Turkish character set).
    expect(sms[0].sms_text).toContain(`${filed.Number} numaralı beyannameniz düzeltme için iade edildi. Gerekçe:`);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'DECLARATION_RETURNED')
      .where('record_id', '=', String(filed.Oid))
      .execute();
    expect(audit).toHaveLength(1);
    expect((await staffCall('ReturnDeclaration', { declarationOid: filed.Oid, reason })).status).toBe(409);
  });

  it('approves a declaration, which the citizen can then no longer change; a desk without the permission is refused', async () => {
    const filed = (
      await ayse.api.RecordEMunicipalityECTDeclaration({
        declarer,
        declaration: { ...ectOf(), workplaceName: 'Onay Büfe' },
      })
    ).body;
    expect((await staffCall('ApproveDeclaration', { declarationOid: filed.Oid }, 'complaints.handle')).status).toBe(
      403,
    );
    const res = await staffCall('ApproveDeclaration', { declarationOid: filed.Oid });
    expect(res.status).toBe(200);
    expect((res.body as { Status: string }).Status).toBe('APPROVED');
    expect((await ayse.api.WithdrawDeclaration({ declarationOid: filed.Oid })).status).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('event')
      .where('record_id', '=', String(filed.Oid))
      .where('record_type', '=', 'declaration')
      .execute();
    expect(audit.map((a) => a.event)).toContain('DECLARATION_APPROVED');
  });

  it('a table change is versioned, audited and used by the next estimate', async () => {
    const before = (await new Agent(t).api.CalculateDeclaration({ declaration: ectOf() })).body.AnnualKurus;
    const res = await staffCall('SaveDeclarationTable', {
      year,
      change: { table: 'ECT', rows: [{ buildingGroup: 6, degree: 2, annualPriceKurus: before + 10_000 }] },
      reason: 'Meclis kararıyla yeni tutar',
    });
    // Saving a table asks for the password and code again (reauth); the injected principal has not given them.
    expect([200, 403]).toContain(res.status);
    if (res.status === 200) {
      expect((await new Agent(t).api.CalculateDeclaration({ declaration: ectOf() })).body.AnnualKurus).toBe(
        before + 10_000,
      );
      const history = (await staffCall('GetDeclarationTableHistory', { table: 'ECT', year })).body as unknown as {
        Version: number;
      }[];
      expect(history[0].Version).toBe(1);
    }
  });
});
