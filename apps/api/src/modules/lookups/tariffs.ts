import type { tariffCalls } from '@e-belediye/contracts';
import { fetchPage } from '../../db/paging.js';
import { containsTr, orderTr } from '../../db/text.js';
import type { Handlers } from '../../http/calls.js';

const page = <T>({ rows, total }: { rows: T[]; total: number }) => ({ Items: rows, TotalCount: total });

export const tariffHandlers: Handlers<typeof tariffCalls> = {
  async RetrieveLookupYearsWithoutAuthorization(_input, { database }) {
    const { db } = database;
    const years = async (table: 'estate_street_valuation' | 'estate_construction_cost' | 'ect_annual_price') =>
      (await db.selectFrom(table).select('year').distinct().orderBy('year', 'desc').execute()).map((r) => r.year);
    const adYears = await db
      .selectFrom('ad_tax_group_tariff')
      .select('process_year')
      .distinct()
      .orderBy('process_year', 'desc')
      .execute();
    return {
      StreetValuation: await years('estate_street_valuation'),
      ConstructionCost: await years('estate_construction_cost'),
      AdvertisingTariff: adYears.map((r) => r.process_year),
      Ect: await years('ect_annual_price'),
    };
  },

  async RetrieveEstateStreetValuations(input, { database }) {
    let q = database.db
      .selectFrom('estate_street_valuation as v')
      .innerJoin('street as s', 's.code', 'v.street_code')
      .innerJoin('district as d', 'd.code', 's.district_code')
      .innerJoin('county as c', 'c.code', 'd.county_code')
      .select([
        'v.year as Year',
        'c.name as CountyName',
        'd.code as DistrictCode',
        'd.name as DistrictName',
        's.code as StreetCode',
        's.name as StreetName',
        'v.unit_value_kurus as UnitValueKurus',
      ])
      .where('v.year', '=', input.valuationYear);
    if (input.countyCode) q = q.where('c.code', '=', input.countyCode);
    if (input.districtCode) q = q.where('d.code', '=', input.districtCode);
    if (input.streetCode) q = q.where('s.code', '=', input.streetCode);
    if (input.streetName) q = q.where(containsTr('s.name', input.streetName));
    const order = {
      district: [orderTr('d.name'), orderTr('s.name')],
      street: [orderTr('s.name'), orderTr('d.name')],
      value: ['v.unit_value_kurus', orderTr('d.name'), orderTr('s.name')],
    }[input.sortBy];
    return page(await fetchPage(q, input, order));
  },

  async RetrieveEstateConstructionCosts(input, { database }) {
    let q = database.db
      .selectFrom('estate_construction_cost')
      .select([
        'year as Year',
        'usage_name as UsageName',
        'construction_type as ConstructionType',
        'building_class as BuildingClass',
        'unit_cost_kurus as UnitCostKurus',
      ])
      .where('year', '=', input.year);
    if (input.usageName) q = q.where('usage_name', '=', input.usageName);
    if (input.buildingClass) q = q.where('building_class', '=', input.buildingClass);
    const order = {
      usage: [orderTr('usage_name'), orderTr('construction_type'), 'class_order'],
      type: [orderTr('construction_type'), orderTr('usage_name'), 'class_order'],
      class: ['class_order', orderTr('usage_name'), orderTr('construction_type')],
      cost: ['unit_cost_kurus', orderTr('usage_name')],
    }[input.sortBy];
    return page(await fetchPage(q, input, order));
  },

  async RetrieveEstateAbrasionShares(input, { database }) {
    let q = database.db
      .selectFrom('estate_abrasion_share')
      .select([
        'construction_group as ConstructionGroup',
        'construction_types as ConstructionTypes',
        'age_from as AgeFrom',
        'age_to as AgeTo',
        'share_percent as SharePercent',
      ]);
    if (input.constructionGroup) q = q.where('construction_group', '=', input.constructionGroup);
    const order = {
      group: ['construction_group', 'age_from'],
      age: ['age_from', 'construction_group'],
      share: ['share_percent', 'construction_group'],
    }[input.sortBy];
    return page(await fetchPage(q, input, order));
  },

  async GetAdvertisingTaxAnnualGroupTariffByProcessYear(input, { database }) {
    let q = database.db
      .selectFrom('ad_tax_group_tariff')
      .select([
        'process_year as ProcessYear',
        'group_no as GroupNo',
        'ad_type_code as AdTypeCode',
        'ad_type_name as AdTypeName',
        'unit_name as UnitName',
        'unit_price_kurus as UnitPriceKurus',
      ])
      .where('process_year', '=', input.processYear);
    if (input.groupNo) q = q.where('group_no', '=', input.groupNo);
    const order = {
      group: ['group_no', 'ad_type_code'],
      type: [orderTr('ad_type_name'), 'group_no'],
      price: ['unit_price_kurus', 'group_no'],
    }[input.sortBy];
    return page(await fetchPage(q, input, order));
  },

  async RetrieveECTAnnualPrices(input, { database }) {
    let q = database.db
      .selectFrom('ect_annual_price')
      .select([
        'year as Year',
        'building_group as BuildingGroup',
        'building_group_name as BuildingGroupName',
        'degree as Degree',
        'annual_price_kurus as AnnualPriceKurus',
      ])
      .where('year', '=', input.year);
    if (input.buildingGroup) q = q.where('building_group', '=', input.buildingGroup);
    if (input.degree) q = q.where('degree', '=', input.degree);
    const order = {
      group: ['building_group', 'degree'],
      degree: ['degree', 'building_group'],
      price: ['annual_price_kurus', 'building_group'],
    }[input.sortBy];
    return page(await fetchPage(q, input, order));
  },
};
