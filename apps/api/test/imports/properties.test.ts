import { type Calculation, type ImportIssue, propertyImport } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrualsFile } from './fixtures.js';
import { fileOf, personsFile } from './kinds-fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
let place: { county: string; district: string; street: string };
let reason: string;
let building: { type: string; cls: string };

beforeAll(async () => {
  t = await openImportApp();
  await t.apply((await t.dryRun('registries', personsFile([701, 702, 703]))).ImportId);
  await t.apply((await t.dryRun('registries', personsFile([709], false))).ImportId);
  const { rows } = await sql<{ street: string; district: string; county: string }>`
    select v.street_code as street, s.district_code as district, d.county_code as county
    from estate_street_valuation v join street s on s.code = v.street_code join district d on d.code = s.district_code
    where v.year = 2026 order by v.street_code limit 1`.execute(t.database.db);
  place = rows[0];
  reason = (
    await t.database.db
      .selectFrom('parameter')
      .select('code')
      .where('type_code', '=', 9)
      .orderBy('code')
      .executeTakeFirstOrThrow()
  ).code;
  const cost = await t.database.db
    .selectFrom('estate_construction_cost')
    .select(['construction_type', 'building_class'])
    .where('year', '=', 2026)
    .where('usage_name', '=', 'Mesken')
    .where('construction_type', '=', 'Betonarme karkas')
    .orderBy('class_order')
    .executeTakeFirstOrThrow();
  building = { type: cost.construction_type, cls: cost.building_class };
});
afterAll(() => t?.close());

const home = (over: Record<string, string> = {}) => ({
  sourceKey: 'P1',
  registryNo: 'B701',
  year: '2026',
  estateType: '1',
  countyCode: place.county,
  districtCode: place.district,
  streetCode: place.street,
  ada: '120',
  parsel: '7',
  floorAreaM2: '120,00',
  landShareM2: '40,50',
  usage: 'MESKEN',
  constructionType: building.type,
  buildingClass: building.cls,
  constructionYear: '2005',
  share: '1/2',
  acquisitionDate: '14.03.2010',
  acquisitionReasonCode: reason,
  declaredOn: '20.04.2010',
  ...over,
});
const plot = (over: Record<string, string> = {}) =>
  home({
    sourceKey: 'P2',
    registryNo: 'B702',
    estateType: '2',
    ada: '121',
    parsel: '3',
    areaM2: '500,00',
    floorAreaM2: '',
    landShareM2: '',
    usage: 'DİĞER',
    constructionType: '',
    buildingClass: '',
    constructionYear: '',
    share: '',
    declaredOn: '',
    ...over,
  });

const report = async (importId: number, section = 'REJECTED') =>
  (await t.call<{ Items: ImportIssue[] }>('GetImportIssues', { importId, section, pageSize: 100 })).body.Items.map(
    (i) => [i.Row, i.SourceKey, i.Column, i.Value, i.Reason],
  );

async function declarations() {
  const { rows } = await sql<{
    source_key: string;
    number: string;
    version: number;
    status: string;
    replaces_oid: number | null;
    total_kurus: string;
    computed: Calculation;
  }>`
    select k.source_key, d.number, d.version, d.status, d.replaces_oid, d.total_kurus, d.computed
    from import_key k join declaration d on d.oid = k.record_oid
    where k.kind = 'properties' order by k.source_key`.execute(t.database.db);
  return rows;
}

describe('declared properties come in as approved estate declarations computed by the portal', () => {
  it('refuses each bad row of a messy file with its column, value and Turkish reason, and writes nothing', async () => {
    const file = fileOf(propertyImport, [
      home(),
      plot(),
      home({ sourceKey: 'P3', registryNo: 'B999' }),
      home({ sourceKey: 'P4', registryNo: 'B709' }),
      home({ sourceKey: 'P5', estateType: '4' }),
      home({ sourceKey: 'P6', registryNo: 'B703', constructionYear: '' }),
      home({ sourceKey: 'P7', share: '1/1' }),
      home({ sourceKey: 'P8', registryNo: 'B703', ada: '130', acquisitionDate: '01.02.2026' }),
      home({ share: '1/3' }),
      home({ sourceKey: 'P10', registryNo: 'B703', ada: '131', streetCode: 'YOK-1' }),
    ]);
    const s = await t.dryRun('properties', file);
    expect(s.DryRun).toEqual({ Rows: 10, Rejected: 8, Created: 2, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(await report(s.ImportId)).toEqual([
      [4, 'P3', 'Sicil No', 'B999', 'Bu sicil numarası portalda yok (önce sicil dosyası aktarılmalıdır).'],
      [
        5,
        'P4',
        'Sicil No',
        'B709',
        'Sicilde beyan edenin bilgileri beyanname için eksik ya da geçersiz (ad, soyad, kimlik no, cep telefonu; tüzel kişide vergi dairesi): önce sicil dosyasında tamamlanmalıdır.',
      ],
      [6, 'P5', 'Emlak Türü', '4', 'Emlak türü 1 (bina), 2 (arsa) veya 3 (arazi) olmalıdır.'],
      [7, 'P6', 'İnşa Yılı', '', 'Bina için bu sütun boş bırakılamaz.'],
      [8, 'P7', 'Parsel', '7', 'Bu taşınmaz (ada, parsel, iç kapı) bu sicil ve yıl için zaten beyan edilmiş.'],
      [
        9,
        'P8',
        'Vergi Yılı',
        '2026',
        'Vergi, edinmeyi izleyen yıldan başlar: vergi yılı edinme yılından sonra olmalı (1319 sayılı Kanun md. 33).',
      ],
      [10, 'P1', 'Kaynak Anahtarı', 'P1', 'Kaynak anahtarı dosyada daha önce geçti; aynı kayıt iki kez verilemez.'],
      [11, 'P10', 'Sokak Kodu', 'YOK-1', 'Sokak kodu bilinmiyor (önce adres dosyası aktarılmalıdır).'],
    ]);
    expect(await declarations()).toEqual([]);
  });

  it('applies the valid rows as approved declarations with the portal’s calculation; the same file again changes nothing', async () => {
    const file = fileOf(propertyImport, [home(), plot()]);
    const first = await t.apply((await t.dryRun('properties', file)).ImportId);
    expect(first.Applied).toMatchObject({ Created: 2, Rejected: 0 });
    const made = await declarations();
    expect(made.map((d) => [d.source_key, d.version, d.status, d.replaces_oid])).toEqual([
      ['P1', 1, 'APPROVED', null],
      ['P2', 1, 'APPROVED', null],
    ]);
    for (const d of made) {
      expect(d.number).toMatch(/^EMLK-2026-\d{6}$/);
      // The stored total is the calculation's, and the calculation explains itself ("Bu tutar nasıl hesaplandı?").
      expect(Number(d.total_kurus)).toBe(d.computed.AnnualKurus);
      expect(d.computed.AnnualKurus).toBeGreaterThan(0);
      expect(d.computed.Explanation.length).toBeGreaterThan(0);
    }
    const again = await t.apply((await t.dryRun('properties', file)).ImportId);
    expect(again.DryRun).toEqual({ Rows: 2, Rejected: 0, Created: 0, Updated: 0, Unchanged: 2, Protected: 0 });
    expect(await declarations()).toEqual(made);
  });

  it('a newer file makes a new version of the same declaration and says what changed', async () => {
    const [, before] = await declarations();
    const s = await t.dryRun('properties', fileOf(propertyImport, [home(), plot({ areaM2: '600,00' })]));
    expect(s.DryRun).toMatchObject({ Updated: 1, Unchanged: 1 });
    const [[row, key, , , why]] = await report(s.ImportId, 'UPDATED');
    expect([row, key]).toEqual([3, 'P2']);
    expect(why).toMatch(/^Alan \(m²\): 500 → 600; Yıllık vergi: [\d.]+,\d\d TL → [\d.]+,\d\d TL$/);
    await t.apply(s.ImportId);
    const after = (await declarations())[1];
    expect([after.number, after.version, after.status]).toEqual([before.number, 2, 'APPROVED']);
    const old = await t.database.db
      .selectFrom('declaration')
      .select(['status'])
      .where('number', '=', before.number)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('REPLACED');
    expect(after.computed.AnnualKurus).toBeGreaterThan(before.computed.AnnualKurus);
  });

  it('ties an imported emlak accrual to the one imported declaration of its registry, year and kind', async () => {
    const [p1, p2] = await declarations();
    const file = accrualsFile([
      { key: 'E1', registryNo: 'B702', revenueCode: 2, year: 2026, installment: 1, principal: '100,00' },
      { key: 'E2', registryNo: 'B702', revenueCode: 1, year: 2026, installment: 1, principal: '100,00' },
      { key: 'E3', registryNo: 'B701', revenueCode: 1, year: 2025, installment: 1, principal: '100,00' },
      { key: 'E4', registryNo: 'B701', revenueCode: 1, year: 2026, installment: 1, principal: '100,00' },
    ]);
    await t.apply((await t.dryRun('accruals', file)).ImportId);
    const { rows } = await sql<{ source_key: string; number: string | null }>`
      select k.source_key, d.number from import_key k
      left join declaration_accrual da on da.accrual_oid = k.record_oid
      left join declaration d on d.oid = da.declaration_oid
      where k.kind = 'accruals' and k.source_key like 'E_' order by k.source_key`.execute(t.database.db);
    // The plot's tax (code 2) of 2026 is the plot's; no plot of B702 is a building (1), nor has B701 one of 2025.
    expect(rows.map((r) => [r.source_key, r.number])).toEqual([
      ['E1', p2.number],
      ['E2', null],
      ['E3', null],
      ['E4', p1.number],
    ]);
    // A newer version of the plot keeps its accrual, as an amendment does.
    await t.apply(
      (await t.dryRun('properties', fileOf(propertyImport, [home(), plot({ areaM2: '700,00' })]))).ImportId,
    );
    const v3 = (await declarations())[1];
    const { rows: tied } = await sql<{ oid: number }>`
      select max(da.declaration_oid) as oid from declaration_accrual da
      join import_key k on k.kind = 'accruals' and k.source_key = 'E1' and k.record_oid = da.accrual_oid`.execute(
      t.database.db,
    );
    const current = await t.database.db
      .selectFrom('declaration')
      .select('oid')
      .where('number', '=', v3.number)
      .where('status', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    expect([v3.version, tied[0].oid]).toEqual([3, current.oid]);
  });

  it('leaves a declaration the portal has changed since (an amendment) as it is, and reports it', async () => {
    const p1 = (await declarations())[0];
    await t.database.db
      .updateTable('declaration')
      .set({ status: 'REPLACED' })
      .where('number', '=', p1.number)
      .execute();
    const s = await t.dryRun('properties', fileOf(propertyImport, [home({ floorAreaM2: '130,00' })]));
    expect(s.DryRun).toMatchObject({ Protected: 1, Updated: 0 });
    expect(await report(s.ImportId, 'PROTECTED')).toEqual([
      [
        2,
        'P1',
        null,
        null,
        'Beyanname portalda yeni bir sürümle değişti (düzeltme ya da itiraz); aktarım değiştirmedi, güncel sürüm geçerlidir.',
      ],
    ]);
    await t.apply(s.ImportId);
    expect((await declarations())[0]).toMatchObject({ version: 1, total_kurus: p1.total_kurus });
  });
});
