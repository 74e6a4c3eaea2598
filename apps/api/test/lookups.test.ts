import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from './support/db.js';

type T = Awaited<ReturnType<typeof openTestApp>>;
let t: T;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Coded {
  Code: string;
  Name: string;
}

describe('address calls walk county → district → street → outer door → inner door', () => {
  it('lists counties, and each county’s districts belong to it', async () => {
    const counties = await t.call<Coded[]>('AddressGetCountyListWithoutAuthorization');
    expect(counties.status).toBe(200);
    expect(counties.body.length).toBeGreaterThanOrEqual(2);
    const code = counties.body[0].Code;
    for (const name of ['GetDistrictListViaCountyCode', 'GetDistrictListWithoutAuthorization']) {
      const res = await t.call<Array<Coded & { CountyCode: string }>>(name, { countyCode: code });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(3);
      expect(res.body.every((d) => d.CountyCode === code)).toBe(true);
    }
  });

  it('without a county, lists the districts of every county; the active address source lists the configured ones', async () => {
    const all = await t.call<Coded[]>('GetDistrictListWithoutAuthorization', {});
    const active = await t.call<Array<{ CountyCode: string }>>('GetDistrictListFromActiveAddressSource', {});
    const param = await t.call<{ CountyCodes: string[]; ActiveAddressSourceType: number; CityName: string }>(
      'GetAddressParameter',
    );
    expect(param.body.ActiveAddressSourceType).toBeGreaterThanOrEqual(1);
    expect(param.body.CityName).toBe('Bursa');
    expect(all.body.length).toBeGreaterThanOrEqual(active.body.length);
    expect(active.body.every((d) => param.body.CountyCodes.includes(d.CountyCode))).toBe(true);
  });

  it('walks down to inner doors of a real address', async () => {
    const [county] = (await t.call<Coded[]>('AddressGetCountyListWithoutAuthorization')).body;
    const [district] = (await t.call<Coded[]>('GetDistrictListViaCountyCode', { countyCode: county.Code })).body;
    const streets = await t.call<Array<Coded & { DistrictCode: string; TypeName: string }>>(
      'GetStreetListWithoutAuthorization',
      { districtCode: district.Code },
    );
    expect(streets.body.length).toBeGreaterThan(3);
    expect(streets.body.every((s) => s.DistrictCode === district.Code && s.TypeName.length > 0)).toBe(true);
    const doors = await t.call<Array<{ Oid: number; DoorNo: string; PostalCode: string }>>(
      'GetOuterDoorListWithoutAuthorization',
      { streetCode: streets.body[0].Code },
    );
    expect(doors.body.length).toBeGreaterThan(0);
    expect(doors.body[0].PostalCode).toMatch(/^\d{5}$/);
    const inner = await t.call<Array<{ OuterDoorOid: number }>>('GetConcreteInnerDoorListWithoutAuthorization', {
      outerDoorOid: doors.body[0].Oid,
    });
    expect(inner.body.length).toBeGreaterThan(0);
    expect(inner.body.every((d) => d.OuterDoorOid === doors.body[0].Oid)).toBe(true);
  });

  it('answers an unknown district with an empty list, not an error', async () => {
    const res = await t.call<unknown[]>('GetStreetListWithoutAuthorization', { districtCode: 'YOK-999' });
    expect(res).toEqual({ status: 200, body: [] });
  });
});

describe('parameters and banks', () => {
  it('returns the department parameters (type 370)', async () => {
    const res = await t.call<Array<{ TypeCode: number; Name: string }>>('RetrieveParametersWithoutAuthorization', {
      parameterTypeCode: 370,
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    expect(res.body.every((p) => p.TypeCode === 370)).toBe(true);
    expect(res.body.map((p) => p.Name)).toContain('Fen İşleri Müdürlüğü');
  });

  it('lists the banks with their EFT codes, and a bank’s branches', async () => {
    const banks = await t.call<Array<{ Code: string; Name: string }>>('RetrieveBanksWithoutAuthorization');
    const codes = banks.body.map((b) => b.Code);
    for (const code of ['0010', '0012', '0015', '0064']) expect(codes).toContain(code);
    const branches = await t.call<Array<{ BankCode: string }>>('RetrieveBankBranchesWithoutAuthorization', {
      bankCode: '0010',
    });
    expect(branches.body.length).toBeGreaterThan(0);
    expect(branches.body.every((b) => b.BankCode === '0010')).toBe(true);
  });
});

interface Paged<R> {
  Items: R[];
  TotalCount: number;
}
interface Valuation {
  Year: number;
  DistrictCode: string;
  DistrictName: string;
  StreetName: string;
  UnitValueKurus: number;
}

describe('tariff and valuation lookups', () => {
  it('knows five years of every table', async () => {
    const res = await t.call<Record<string, number[]>>('RetrieveLookupYearsWithoutAuthorization');
    for (const key of ['StreetValuation', 'ConstructionCost', 'AdvertisingTariff', 'Ect']) {
      expect(res.body[key].length).toBeGreaterThanOrEqual(5);
    }
  });

  it('filters street valuations by year and district, in integer kuruş', async () => {
    const years = (await t.call<Record<string, number[]>>('RetrieveLookupYearsWithoutAuthorization')).body;
    const year = years.StreetValuation[0];
    const all = await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { valuationYear: year, pageSize: 10 });
    expect(all.status).toBe(200);
    expect(all.body.Items).toHaveLength(10);
    const district = all.body.Items[0].DistrictCode;
    const one = await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', {
      valuationYear: year,
      districtCode: district,
      pageSize: 500,
    });
    expect(one.body.TotalCount).toBeLessThan(all.body.TotalCount);
    expect(one.body.Items).toHaveLength(one.body.TotalCount);
    for (const r of one.body.Items) {
      expect(r.DistrictCode).toBe(district);
      expect(r.Year).toBe(year);
      expect(Number.isInteger(r.UnitValueKurus)).toBe(true);
      expect(r.UnitValueKurus).toBeGreaterThan(0);
    }
  });

  it('sorts by value in both directions and pages without overlap', async () => {
    const year = (await t.call<Record<string, number[]>>('RetrieveLookupYearsWithoutAuthorization')).body
      .StreetValuation[0];
    const q = { valuationYear: year, sortBy: 'value', pageSize: 20 };
    const desc = (await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { ...q, sortDir: 'desc' })).body;
    const values = desc.Items.map((r) => r.UnitValueKurus);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const asc = (await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { ...q, sortDir: 'asc' })).body;
    expect(asc.Items[0].UnitValueKurus).toBeLessThanOrEqual(desc.Items[0].UnitValueKurus);
    const page2 = (await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { ...q, sortDir: 'desc', page: 2 }))
      .body;
    expect(page2.Items[0].UnitValueKurus).toBeLessThanOrEqual(values[values.length - 1]);
    const beyond = (await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { ...q, page: 9999 })).body;
    expect(beyond.Items).toEqual([]);
    expect(beyond.TotalCount).toBe(desc.TotalCount);
  });

  it('finds streets by name regardless of Turkish letters and case', async () => {
    const year = (await t.call<Record<string, number[]>>('RetrieveLookupYearsWithoutAuthorization')).body
      .StreetValuation[0];
    const sample = (await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', { valuationYear: year })).body
      .Items[0];
    const word = sample.StreetName.split(' ')[0];
    const ascii = word.toLocaleUpperCase('tr').replace(/[ÇĞİÖŞÜ]/g, (c) => 'CGIOSU'['ÇĞİÖŞÜ'.indexOf(c)]);
    const res = await t.call<Paged<Valuation>>('RetrieveEstateStreetValuations', {
      valuationYear: year,
      streetName: ascii,
    });
    expect(res.body.TotalCount).toBeGreaterThan(0);
    expect(res.body.Items.some((r) => r.StreetName === sample.StreetName)).toBe(true);
  });

  it('returns construction costs, abrasion shares, ad tariffs and ECT prices of a year', async () => {
    const years = (await t.call<Record<string, number[]>>('RetrieveLookupYearsWithoutAuthorization')).body;
    const costs = await t.call<Paged<{ BuildingClass: string; UnitCostKurus: number }>>(
      'RetrieveEstateConstructionCosts',
      { year: years.ConstructionCost[0], buildingClass: 'Lüks', pageSize: 100 },
    );
    expect(costs.body.TotalCount).toBeGreaterThan(0);
    expect(costs.body.Items.every((c) => c.BuildingClass === 'Lüks')).toBe(true);

    const shares = await t.call<Paged<{ AgeFrom: number; AgeTo: number | null; SharePercent: number }>>(
      'RetrieveEstateAbrasionShares',
      { constructionGroup: 1, sortBy: 'age' },
    );
    expect(shares.body.Items.map((s) => s.SharePercent)).toEqual([4, 6, 10, 15, 20, 25, 32, 40, 50, 60]);
    expect(shares.body.Items.at(-1)?.AgeTo).toBeNull();

    const ads = await t.call<Paged<{ GroupNo: number; ProcessYear: number }>>(
      'GetAdvertisingTaxAnnualGroupTariffByProcessYear',
      { processYear: years.AdvertisingTariff[0], groupNo: 1 },
    );
    expect(ads.body.TotalCount).toBeGreaterThan(0);
    expect(ads.body.Items.every((a) => a.GroupNo === 1 && a.ProcessYear === years.AdvertisingTariff[0])).toBe(true);

    const ect = await t.call<Paged<{ BuildingGroup: number; Degree: number; AnnualPriceKurus: number }>>(
      'RetrieveECTAnnualPrices',
      { year: years.Ect[0], pageSize: 100 },
    );
    expect(ect.body.TotalCount).toBe(35);
    const g1d1 = ect.body.Items.find((e) => e.BuildingGroup === 1 && e.Degree === 1);
    const g7d5 = ect.body.Items.find((e) => e.BuildingGroup === 7 && e.Degree === 5);
    expect(g1d1!.AnnualPriceKurus).toBeGreaterThan(g7d5!.AnnualPriceKurus);
  });

  it('an unknown year is an empty table, not an error', async () => {
    const res = await t.call<Paged<unknown>>('RetrieveECTAnnualPrices', { year: 1995 });
    expect(res).toEqual({ status: 200, body: { Items: [], TotalCount: 0 } });
  });
});
