import { ConstructionYearMessages, type DeclarationInputDraft, type DeclarerInput } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextYearTablesPublished, seedNextYearTablesIfDue } from '../../src/modules/demo/next-year.js';
import { type Filer, openFiler } from '../support/declarer.js';
import type { Agent, IdentityApp } from '../support/identity.js';
import { SEED } from '../support/template.js';

/**
 * Next year's tables (ADR 0041): the template is seeded on 23.11.2026, after the point where next year's tables are
 * published, so it holds 2027's, opened the way the office's desk opens a year. The services run on 28.11.2026,
 * when a flat bought this month is declared for 2027.
 */
// 28.11.2026, 12:00 in Istanbul.
const filingDay = Date.parse('2026-11-28T09:00:00Z');

let t: IdentityApp;
let ayse: Agent;
let declarer: DeclarerInput;
let address = { countyCode: '', districtCode: '', streetCode: '' };
let filer: Filer | undefined;

beforeAll(async () => {
  filer = await openFiler({ member: 3, gsm: '5550001133', streetYear: 2027, now: () => filingDay });
  ({ t, agent: ayse, declarer, address } = filer);
});

afterAll(() => filer?.close());

const flat = (over: { constructionYear?: number; parsel?: string } = {}) =>
  ({
    kind: 'ESTATE',
    estateType: 1,
    year: 2027,
    address,
    titleDeed: { ada: '4410', parsel: over.parsel ?? '7' },
    share: { numerator: 1, denominator: 1 },
    acquisitionDate: '2026-11-08',
    acquisitionReasonCode: '1',
    usage: 'RESIDENCE',
    building: {
      constructionType: 'Betonarme karkas',
      buildingClass: '2. sınıf',
      constructionYear: over.constructionYear ?? 2008,
      floorAreaM2: 118.75,
      landShareM2: 40,
    },
  }) as DeclarationInputDraft;

const streetValue = async (year: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('estate_street_valuation')
        .select('unit_value_kurus')
        .where('year', '=', year)
        .where('street_code', '=', address.streetCode)
        .executeTakeFirstOrThrow()
    ).unit_value_kurus,
  );
const ratesYears = async () =>
  (await t.database.db.selectFrom('declaration_rate').select('year').orderBy('year').execute()).map((r) => r.year);

describe('next year’s tables in the demo', () => {
  it('are published from 1 November to the end of the year', () => {
    expect(nextYearTablesPublished('2026-10-31')).toBe(false);
    expect(nextYearTablesPublished('2026-11-01')).toBe(true);
    expect(nextYearTablesPublished('2026-12-31')).toBe(true);
    expect(nextYearTablesPublished('2027-01-01')).toBe(false);
  });

  it('the seed of 23.11.2026 opened 2027 through the desk: a version of every table and an audited act of the revenue office', async () => {
    expect(SEED.today).toBe('2026-11-23');
    expect(await ratesYears()).toContain(2027);
    const versions = await t.database.db
      .selectFrom('declaration_table_version as v')
      .innerJoin('staff as s', 's.oid', 'v.staff_oid')
      .select(['v.table_name', 'v.version', 'v.reason', 's.username'])
      .where('v.year', '=', 2027)
      .orderBy('v.table_name')
      .execute();
    expect(versions.map((v) => v.table_name)).toEqual([
      'AD',
      'CONSTRUCTION_COST',
      'ECT',
      'ENTERTAINMENT',
      'RATES',
      'STREET_VALUATION',
    ]);
    expect(versions.every((v) => v.version === 1 && v.username === 'gelir')).toBe(true);
    expect(versions[0].reason).toContain('2026 yılı yeniden değerleme oranıyla (%25, demo verisi)');
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('after')
      .where('event', '=', 'DECLARATION_TABLE_YEAR_OPENED')
      .where('record_id', '=', '2027')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ fromYear: 2026, toYear: 2027, propertyFactor: 1.125, tariffFactor: 1.25 });
    // Every row of the year before was copied, and the act says how many of each table.
    const rowsOf = async (table: 'estate_street_valuation' | 'ect_annual_price', year: number) =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('year', '=', year)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = (audit.after as { rows: Record<string, number> }).rows;
    expect(rows.STREET_VALUATION).toBe(await rowsOf('estate_street_valuation', 2026));
    expect(rows.STREET_VALUATION).toBeGreaterThan(0);
    expect(rows.ECT).toBe(await rowsOf('ect_annual_price', 2027));
    // Unit values rise by half the rate (1319 md. 29 with VUK's rate).
    expect(await streetValue(2027)).toBe(Math.round((await streetValue(2026)) * 1.125));
  });

  it('is not opened before 1 November and is opened from it (the date injected), once', async () => {
    expect(await seedNextYearTablesIfDue(t.database, { today: '2027-10-31' })).toBeNull();
    expect(await ratesYears()).not.toContain(2028);
    expect(await seedNextYearTablesIfDue(t.database, { today: '2027-11-01', revaluationRate: 0.3 })).toBe(2028);
    expect(await ratesYears()).toContain(2028);
    expect(await streetValue(2028)).toBe(Math.round((await streetValue(2027)) * 1.15));
    expect(await seedNextYearTablesIfDue(t.database, { today: '2027-12-15' })).toBeNull();
  });
});

describe('declaring on 28.11.2026 a flat bought on 08.11.2026', () => {
  it('is accepted for 2027 and accrues two installments of 2027', async () => {
    const estimate = await ayse.api.CalculateDeclaration({ declaration: flat() as never });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
    expect(estimate.body.Year).toBe(2027);
    const filed = await ayse.api.RecordEMunicipalityEstateDeclaration({
      declarer,
      declaration: flat() as never,
      fileIds: [],
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.Calculation.Year).toBe(2027);
    expect(filed.body.Calculation).toEqual(estimate.body);
    const accruals = await t.database.db
      .selectFrom('accrual')
      .select(['year', 'installment_no', 'due_date', 'principal_kurus'])
      .where('oid', 'in', filed.body.AccrualOids)
      .orderBy('installment_no')
      .execute();
    expect(accruals.map((a) => [a.year, a.installment_no])).toEqual([
      [2027, 1],
      [2027, 2],
    ]);
    expect(accruals.reduce((s, a) => s + Number(a.principal_kurus), 0)).toBe(filed.body.Calculation.AnnualKurus);
    const summary = (await ayse.api.RetrieveDeclarationSummary({})).body;
    expect(summary.find((s) => s.Oid === filed.body.Oid)?.Year).toBe(2027);
  });

  it('a building finished in 2027 is refused by the estimate and the filing, naming the field, with the form’s message', async () => {
    const late = flat({ constructionYear: 2027, parsel: '8' }) as never;
    for (const res of [
      await ayse.api.CalculateDeclaration({ declaration: late }),
      await ayse.api.RecordEMunicipalityEstateDeclaration({ declarer, declaration: late, fileIds: [] }),
    ]) {
      expect(res.status).toBe(400);
      expect((res.body as unknown as { Message: string }).Message).toBe(
        `İnşa yılı: ${ConstructionYearMessages.filing(2026)}`,
      );
    }
  });
});
