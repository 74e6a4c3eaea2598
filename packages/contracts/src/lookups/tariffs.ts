import { z } from 'zod';
import { access, BaseRequest, Code, defineCall, PageRequest, paged, Text, Year } from '../common.js';

export const StreetValuation = z.object({
  Year: z.int(),
  CountyName: z.string(),
  DistrictCode: z.string(),
  DistrictName: z.string(),
  StreetCode: z.string(),
  StreetName: z.string(),
  /** Arsa rayiç bedeli per m², kuruş. */
  UnitValueKurus: z.int(),
});
export const ConstructionCost = z.object({
  Year: z.int(),
  UsageName: z.string(),
  ConstructionType: z.string(),
  BuildingClass: z.string(),
  UnitCostKurus: z.int(),
});
export const AbrasionShare = z.object({
  ConstructionGroup: z.int(),
  ConstructionTypes: z.string(),
  AgeFrom: z.int(),
  AgeTo: z.int().nullable(),
  SharePercent: z.int(),
});
export const AdTariff = z.object({
  ProcessYear: z.int(),
  GroupNo: z.int(),
  AdTypeCode: z.string(),
  AdTypeName: z.string(),
  UnitName: z.string(),
  UnitPriceKurus: z.int(),
});
export const EctAnnualPrice = z.object({
  Year: z.int(),
  BuildingGroup: z.int(),
  BuildingGroupName: z.string(),
  Degree: z.int(),
  AnnualPriceKurus: z.int(),
});
export const LookupYears = z.object({
  StreetValuation: z.array(z.int()),
  ConstructionCost: z.array(z.int()),
  AdvertisingTariff: z.array(z.int()),
  Ect: z.array(z.int()),
});

const tag = 'lookups';
export const tariffCalls = {
  RetrieveLookupYearsWithoutAuthorization: defineCall({
    tag,
    access: access.public,
    summary: 'Tarife tablolarında kayıtlı yıllar',
    request: BaseRequest,
    response: LookupYears,
  }),
  RetrieveEstateStreetValuations: defineCall({
    tag,
    access: access.public,
    summary: 'Arsa rayiç bedelleri (cadde/sokak bazında, yıl seçimli)',
    request: PageRequest.extend({
      valuationYear: Year,
      countyCode: Code.optional(),
      districtCode: Code.optional(),
      streetCode: Code.optional(),
      streetName: Text.max(60).optional(),
      sortBy: z.enum(['district', 'street', 'value']).default('district'),
    }),
    response: paged(StreetValuation),
  }),
  RetrieveEstateConstructionCosts: defineCall({
    tag,
    access: access.public,
    summary: 'Bina m² normal inşaat maliyetleri',
    request: PageRequest.extend({
      year: Year,
      usageName: Text.max(40).optional(),
      buildingClass: Text.max(40).optional(),
      sortBy: z.enum(['usage', 'type', 'class', 'cost']).default('usage'),
    }),
    response: paged(ConstructionCost),
  }),
  RetrieveEstateAbrasionShares: defineCall({
    tag,
    access: access.public,
    summary: 'Bina aşınma payı oranları',
    request: PageRequest.extend({
      constructionGroup: z.int().min(1).max(9).optional(),
      sortBy: z.enum(['group', 'age', 'share']).default('group'),
    }),
    response: paged(AbrasionShare),
  }),
  GetAdvertisingTaxAnnualGroupTariffByProcessYear: defineCall({
    tag,
    access: access.public,
    summary: 'İlan ve reklam vergisi yıllık grup tarifesi',
    request: PageRequest.extend({
      processYear: Year,
      groupNo: z.int().min(1).max(9).optional(),
      sortBy: z.enum(['group', 'type', 'price']).default('group'),
    }),
    response: paged(AdTariff),
  }),
  RetrieveECTAnnualPrices: defineCall({
    tag,
    access: access.public,
    summary: 'Çevre temizlik vergisi yıllık tutarları',
    request: PageRequest.extend({
      year: Year,
      buildingGroup: z.int().min(1).max(7).optional(),
      degree: z.int().min(1).max(5).optional(),
      sortBy: z.enum(['group', 'degree', 'price']).default('group'),
    }),
    response: paged(EctAnnualPrice),
  }),
};
