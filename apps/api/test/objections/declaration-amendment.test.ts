import type { Calculation, EstateDeclarationInput } from '@e-belediye/contracts';
import { todayInIstanbul } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { openYearTables } from '../../src/modules/declarations/index.js';
import { ratesRow } from '../../src/modules/declarations/tables.js';
import { testMemberPid } from '../../src/modules/demo/members.js';
import { openDeskApp } from './desk-app.js';

/**
 * "Beyannameyi düzelt" (ADR 0049): on an accepted case about a declared building the revenue clerk files a new
 * version of the declaration through the citizen's amendment path, marked with the case, from the debt's year or
 * the next; the citizen hears of it through the case's messages and sees the version on Beyannamelerim.
 */
const staff: Record<string, Principal & { kind: 'staff' }> = {
  gelir: { kind: 'staff', staffOid: 4701, permissions: new Set(['objections.decide']), regionCode: null },
  reviewer: { kind: 'staff', staffOid: 4702, permissions: new Set(['declarations.review']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openDeskApp>>['t'];
let registryOid: number;
let as: Awaited<ReturnType<typeof openDeskApp>>['as'];
let member: Awaited<ReturnType<typeof openDeskApp>>['member'];
let declarer: Record<string, unknown>;
let address: { countyCode: string; districtCode: string; streetCode: string };
const year = Number(todayInIstanbul().slice(0, 4));

let parcel = 500;
/** A flat of 125 m² on a parcel of its own, as the citizen declares it. */
const building = (): EstateDeclarationInput => ({
  kind: 'ESTATE',
  estateType: 1,
  year,
  address,
  titleDeed: { ada: '1777', parsel: String(++parcel) },
  share: { numerator: 1, denominator: 1 },
  acquisitionDate: `${year - 6}-03-15`,
  acquisitionReasonCode: '1',
  usage: 'RESIDENCE',
  building: {
    constructionType: 'Betonarme karkas',
    buildingClass: '2. sınıf',
    constructionYear: 2004,
    floorAreaM2: 125,
    landShareM2: 38.5,
  },
});
/** What the decision found: the building was demolished, the parcel is taxed as a plot of its land share. */
const demolished = (d: EstateDeclarationInput, taxYear = d.year): EstateDeclarationInput => {
  const { building: b, ...rest } = d;
  return { ...rest, year: taxYear, estateType: 2, usage: 'OTHER', areaM2: b?.landShareM2 ?? 38.5 };
};
const calculation = async (d: EstateDeclarationInput) =>
  (await member<Calculation>('CalculateDeclaration', { declaration: d })).body;

/** The member files the building, objects to its second installment, and the clerk accepts at `correctedKurus`. */
async function acceptedCase(correctedKurus: (accruedKurus: number) => number) {
  const d = building();
  const filed = await member<{ Oid: number; Number: string; AccrualOids: number[] }>(
    'RecordEMunicipalityEstateDeclaration',
    { declarer, declaration: d, fileIds: [] },
  );
  expect(filed.status).toBe(200);
  const [first, second] = await t.database.db
    .selectFrom('accrual')
    .select(['oid', 'installment_no', 'principal_kurus'])
    .where('oid', 'in', filed.body.AccrualOids)
    .orderBy('installment_no')
    .execute();
  const opened = await member<{ CaseNo: string }>('OpenObjection', {
    accrualOid: second.oid,
    reason: 'AREA_OR_USE',
    explanation: 'Bina geçen yıl yıkıldı; yıkım ruhsatı belediyede kayıtlıdır.',
  });
  expect(opened.status).toBe(200);
  const objectionOid = (
    await t.database.db
      .selectFrom('objection')
      .select('oid')
      .where('case_no', '=', opened.body.CaseNo)
      .executeTakeFirstOrThrow()
  ).oid;
  const decided = await as('gelir', 'DecideObjection', {
    objectionOid,
    decision: 'ACCEPTED',
    correctedKurus: correctedKurus(Number(second.principal_kurus)),
    reason: 'Bina yıkılmıştır; vergi arsa üzerinden alınır.',
    article: 'VUK md. 116; 1319 md. 33',
  });
  expect(decided.status).toBe(200);
  return { d, filed: filed.body, first, second, objectionOid, caseNo: opened.body.CaseNo };
}

const liveOf = (declarationOid: number) =>
  t.database.db
    .selectFrom('declaration_accrual as da')
    .innerJoin('accrual as a', 'a.oid', 'da.accrual_oid')
    .select(['a.oid', 'a.year', 'a.installment_no', 'a.principal_kurus', 'a.corrects_oid', 'a.due_date'])
    .where('da.declaration_oid', '=', declarationOid)
    .where('a.cancelled_at', 'is', null)
    .orderBy('a.installment_no')
    .orderBy('a.oid')
    .execute();

const versionRow = (oid: number) =>
  t.database.db
    .selectFrom('declaration')
    .select(['oid', 'number', 'version', 'year', 'status', 'objection_oid', 'amended_by', 'estate_type'])
    .where('oid', '=', oid)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t, registryOid, as, member } = await openDeskApp({
    staff,
    memberPid: testMemberPid(4),
    secondApprovalOverKurus: 1_000_000_000,
  }));
  const profile = (await member<{ IdentityNo: string; Name: string; Surname: string | null }>('RetrieveDeclarer')).body;
  declarer = {
    registryType: 'G',
    tckn: profile.IdentityNo,
    name: profile.Name,
    surname: profile.Surname ?? 'Deneme',
    gsmNumber: '5550004477',
  };
  const street = await t.database.db
    .selectFrom('estate_street_valuation as v')
    .innerJoin('street as s', 's.code', 'v.street_code')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['s.code', 'd.code as district', 'd.county_code'])
    .where('v.year', '=', year)
    .orderBy('s.code')
    .executeTakeFirstOrThrow();
  address = { countyCode: street.county_code, districtCode: street.district, streetCode: street.code };
  // Next year's tables are open from November (ADR 0041); a run earlier in the year opens them as the desk does.
  if (!(await ratesRow(t.database.db, year + 1))) {
    await openYearTables(
      t.database,
      { staffOid: 4701, ip: null },
      {
        fromYear: year,
        toYear: year + 1,
        propertyFactor: 1.125,
        constructionFactor: 1.2,
        tariffFactor: 1.25,
        reason: 'Test',
      },
    );
  }
});
afterAll(async () => {
  await t?.close();
});

describe('Beyannameyi düzelt on an accepted case', () => {
  it('files a new version of the same year marked with the case: the other installment follows the corrected fields, the corrected one stays, and the citizen is told', async () => {
    // The clerk decides the second installment at what the plot owes, as the calculator gives it.
    const plotKurus = (await calculation(demolished(building()))).Installments[1].Kurus;
    const k = await acceptedCase((accrued) => {
      expect(plotKurus).toBeLessThan(accrued);
      return plotKurus;
    });
    const corrected = demolished(k.d);
    const expected = await calculation(corrected);

    const form = await as<{ Number: string; Version: number; Years: number[]; Declaration: EstateDeclarationInput }>(
      'gelir',
      'GetObjectionDeclaration',
      { objectionOid: k.objectionOid },
    );
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ Number: k.filed.Number, Version: 1, Years: [year, year + 1] });
    expect(form.body.Declaration.building?.floorAreaM2).toBe(125);

    const res = await as<{ Oid: number; Number: string; Version: number; Year: number; TotalKurus: number }>(
      'gelir',
      'AmendDeclarationOnObjection',
      { objectionOid: k.objectionOid, declaration: corrected },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      Number: k.filed.Number,
      Version: 2,
      Year: year,
      TotalKurus: expected.AnnualKurus,
    });

    expect(await versionRow(k.filed.Oid)).toMatchObject({ status: 'REPLACED', version: 1 });
    expect(await versionRow(res.body.Oid)).toMatchObject({
      status: 'APPROVED',
      version: 2,
      estate_type: 2,
      objection_oid: k.objectionOid,
      amended_by: 4701,
    });
    // The first installment is accrued again at the plot's figure; the second is the case's corrected accrual,
    // kept as it is, not accrued twice.
    const live = await liveOf(res.body.Oid);
    expect(live.map((a) => [a.installment_no, Number(a.principal_kurus)])).toEqual([
      [1, expected.Installments[0].Kurus],
      [2, plotKurus],
    ]);
    expect(live[1].corrects_oid).toBe(k.second.oid);
    expect(live[0].oid).not.toBe(k.first.oid);
    // Its due date is the one the declaration always had: the zam on what was owed runs from the same vade.
    expect(live[0].due_date).toBe(
      (
        await t.database.db
          .selectFrom('accrual')
          .select('due_date')
          .where('oid', '=', k.first.oid)
          .executeTakeFirstOrThrow()
      ).due_date,
    );

    const view = await as<{ Timeline: Array<{ Kind: string; Text: string }>; AmendedDeclaration: unknown }>(
      'gelir',
      'GetObjectionForDesk',
      { objectionOid: k.objectionOid },
    );
    expect(view.body.AmendedDeclaration).toEqual({ Oid: res.body.Oid, Number: k.filed.Number, Version: 2, Year: year });
    expect(view.body.Timeline.at(-1)).toMatchObject({
      Kind: 'DECLARATION_AMENDED',
      Text: `${k.filed.Number}, 2. sürüm (${year} yılından geçerli)`,
    });
    const citizenView = await member<{ Timeline: Array<{ Kind: string }> }>('GetMyObjection', { caseNo: k.caseNo });
    expect(citizenView.body.Timeline.map((e) => e.Kind)).toContain('DECLARATION_AMENDED');

    const mine = await member<Array<{ Oid: number; Version: number; ObjectionCaseNo?: string | null }>>(
      'RetrieveDeclarationSummary',
      {},
    );
    expect(mine.body.find((s) => s.Oid === res.body.Oid)).toMatchObject({ Version: 2, ObjectionCaseNo: k.caseNo });
    expect(mine.body.find((s) => s.Oid === k.filed.Oid)).toBeUndefined();

    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select(['sms_text', 'message_code'])
      .where('registry_oid', '=', registryOid)
      .where('sms_text', 'like', `%${k.caseNo}%beyannameniz düzeltildi%`)
      .execute();
    expect(sms).toEqual([
      expect.objectContaining({ message_code: 7060, sms_text: expect.stringContaining(`${k.filed.Number} numaralı`) }),
    ]);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'record_id'])
      .where('event', '=', 'OBJECTION_DECLARATION_AMENDED')
      .where('record_id', '=', String(res.body.Oid))
      .execute();
    expect(audit).toHaveLength(1);

    const again = await as('gelir', 'AmendDeclarationOnObjection', {
      objectionOid: k.objectionOid,
      declaration: corrected,
    });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(`Bu başvuru üzerine beyanname zaten düzeltildi: ${k.filed.Number}, 2. sürüm.`);
    // The citizen cannot amend the replaced version behind the office's back.
    const behind = await member('AmendDeclaration', {
      declarationOid: k.filed.Oid,
      declarer,
      declaration: k.d,
      fileIds: [],
    });
    expect(behind.status).toBe(409);
  });

  it('from the next year: a version of the next year whose accrual is computed from the corrected fields, the debt year left as it stood', async () => {
    const k = await acceptedCase((accrued) => Math.floor(accrued / 2));
    const before = await liveOf(k.filed.Oid);
    const corrected = demolished(k.d, year + 1);
    const uncorrected = { ...k.d, year: year + 1 };
    const [right, wrong] = [await calculation(corrected), await calculation(uncorrected)];
    expect(right.AnnualKurus).not.toBe(wrong.AnnualKurus);

    const res = await as<{ Oid: number; Version: number; Year: number }>('gelir', 'AmendDeclarationOnObjection', {
      objectionOid: k.objectionOid,
      declaration: corrected,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Version: 2, Year: year + 1 });
    const next = await liveOf(res.body.Oid);
    expect(next.every((a) => a.year === year + 1)).toBe(true);
    expect(next.map((a) => Number(a.principal_kurus))).toEqual(right.Installments.map((i) => i.Kurus));
    expect(next.reduce((s, a) => s + Number(a.principal_kurus), 0)).toBe(right.AnnualKurus);
    // The debt's year keeps its version and its accruals: the case corrected its installment, nothing else moved.
    expect((await versionRow(k.filed.Oid)).status).not.toBe('REPLACED');
    expect(await liveOf(k.filed.Oid)).toEqual(before);
  });
});

describe('who may amend, and which case', () => {
  it('a clerk without the objection desk’s permission, or without a fresh password and code, is refused', async () => {
    const k = await acceptedCase((accrued) => accrued - 100);
    const body = { objectionOid: k.objectionOid, declaration: demolished(k.d) };
    const reviewer = await as('reviewer', 'AmendDeclarationOnObjection', body);
    expect(reviewer.status).toBe(403);
    const stale = await as('gelir', 'AmendDeclarationOnObjection', body, false);
    expect(stale.status).toBe(403);
    expect(stale.body.Code).toBe('reauth_required');
    expect(await versionRow(k.filed.Oid)).toMatchObject({ version: 1, status: 'SUBMITTED' });
  });

  it('is refused for a case not about a declared property, for a case not accepted, and for a year the correction cannot take effect from', async () => {
    const [plain] = await t.database.db
      .insertInto('accrual')
      .values({
        registry_oid: registryOid,
        revenue_code: 1,
        year,
        installment_no: 1,
        due_date: `${year}-05-31`,
        principal_kurus: 90_000,
        source: 'TAHAKKUK',
        description: 'Beyansız bina vergisi',
      })
      .returning('oid')
      .execute();
    const opened = await member<{ CaseNo: string }>('OpenObjection', {
      accrualOid: plain.oid,
      reason: 'AREA_OR_USE',
      explanation: 'Alan yanlış yazılmış; tapu ektedir.',
    });
    const oid = (
      await t.database.db
        .selectFrom('objection')
        .select('oid')
        .where('case_no', '=', opened.body.CaseNo)
        .executeTakeFirstOrThrow()
    ).oid;
    await as('gelir', 'DecideObjection', {
      objectionOid: oid,
      decision: 'ACCEPTED',
      correctedKurus: 50_000,
      reason: 'Alan tapuya göre düzeltildi.',
      article: 'VUK md. 116',
    });
    const notDeclared = await as('gelir', 'AmendDeclarationOnObjection', {
      objectionOid: oid,
      declaration: building(),
    });
    expect(notDeclared.status).toBe(400);
    expect(notDeclared.body.Message).toMatch(/beyan edilmiş bir taşınmaz/);
    expect((await as('gelir', 'GetObjectionDeclaration', { objectionOid: oid })).status).toBe(400);
    expect(
      (await as<{ DeclarationOid: number | null }>('gelir', 'GetObjectionForDesk', { objectionOid: oid })).body
        .DeclarationOid,
    ).toBeNull();

    // Rejected: the debt was right, nothing of the declaration changes.
    const d = building();
    const filed = await member<{ AccrualOids: number[]; Oid: number }>('RecordEMunicipalityEstateDeclaration', {
      declarer,
      declaration: d,
      fileIds: [],
    });
    const rejectedCase = await member<{ CaseNo: string }>('OpenObjection', {
      accrualOid: filed.body.AccrualOids[0],
      reason: 'AREA_OR_USE',
      explanation: 'Alan yanlış yazılmış; tapu ektedir.',
    });
    const rOid = (
      await t.database.db
        .selectFrom('objection')
        .select('oid')
        .where('case_no', '=', rejectedCase.body.CaseNo)
        .executeTakeFirstOrThrow()
    ).oid;
    const early = await as('gelir', 'AmendDeclarationOnObjection', { objectionOid: rOid, declaration: demolished(d) });
    expect(early.status).toBe(409);
    await as('gelir', 'DecideObjection', {
      objectionOid: rOid,
      decision: 'REJECTED',
      reason: 'Tapu kaydı beyanla uyumludur.',
      article: 'VUK md. 116',
    });
    const rejected = await as('gelir', 'AmendDeclarationOnObjection', {
      objectionOid: rOid,
      declaration: demolished(d),
    });
    expect(rejected.status).toBe(409);
    expect(rejected.body.Message).toBe(
      'Beyanname, yalnız kabul ya da kısmen kabul edilmiş bir başvuru üzerine düzeltilir.',
    );

    const k = await acceptedCase((accrued) => accrued - 1);
    const far = await as('gelir', 'AmendDeclarationOnObjection', {
      objectionOid: k.objectionOid,
      declaration: demolished(k.d, year + 2),
    });
    expect(far.status).toBe(400);
    expect(far.body.Message).toContain(`(${year})`);
    expect((await versionRow(filed.body.Oid)).version).toBe(1);
  });
});
