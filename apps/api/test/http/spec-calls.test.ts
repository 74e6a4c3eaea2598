import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../support/db.js';

/**
 * Every call of spec section 7, in the spec's order, as the spec names it: each must be served (never 404) and
 * answer a bad body with a 4xx `{ Code, Message }` in Turkish. The list is copied from the spec, not read from the
 * contract, so a call that is renamed or dropped fails here.
 */
const SPEC_API_CALLS = [
  'GetDistrictListWithoutAuthorization',
  'GetStreetListWithoutAuthorization',
  'GetOuterDoorListWithoutAuthorization',
  'GetConcreteInnerDoorListWithoutAuthorization',
  'AddressGetCountyListWithoutAuthorization',
  'GetDistrictListFromActiveAddressSource',
  'GetDistrictListViaCountyCode',
  'GetAddressParameter',
  'RetrieveParametersWithoutAuthorization',
  'RetrieveBanksWithoutAuthorization',
  'RetrieveBankBranchesWithoutAuthorization',
  'RetrieveEstateStreetValuations',
  'RetrieveEstateAbrasionShares',
  'GetAdvertisingTaxAnnualGroupTariffByProcessYear',
  'GetResolutionList',
  'GetResolutionTypeList',
  'GetResolution',
  'GetFilteredRegistries',
  'CreateUser',
  'CreateUserDetail',
  'CreateUserStatus',
  'GetAllUsersForEmunicipality',
  'GetUserOfEMunicipality',
  'UpdateUserForEMunicipality',
  'SendPasswordForMember',
  'ValidateSubscriberNo',
  'ValidateRegistries',
  'GetSubscriberListByIdentityNumber',
  'GetPersonInfoViaEDevlet',
  'GetRetailRegistryInfoViaNIS',
  'SaveEDevletLogin',
  'RecordEMunicipalityEstateDeclaration',
  'RecordEMunicipalityEntertainmentDeclaration',
  'RecordEMunicipalityAdDeclaration',
  'RecordEMunicipalityECTDeclaration',
  'RetrieveDeclarationSummary',
  'GetDeclarationAccruments',
  'GetDeclarationAccrumentBalancesofEMunicipality',
  'GetDeclarationCollectionsForEMunicipality',
  'GetSubscriptionList',
  'GetSubscriberAddressString',
  'GetDebtListWithRevenueCode',
  'GetDebtListWithFeeCodes',
  'GetAccrumentListForEMunicipality',
  'GetCollectedList',
  'ControlCollection',
  'GetEmployeeScoreCardAccrumentSummaries',
  'IsEmployeeActive',
  'GetOrderNumberForOnlinePayment',
  'SaveOnlinePaymentAccrument',
  'SaveOnlinePaymentRequest',
  'GetOnlinePaymentAccrumentList',
  'IsOnlinePaymentAccrumentsTriedBefore',
  'CheckRegistryUnpaidOnlinePayment',
  'QueryOnlinePaymentOrderStatus',
  'CompleteThreeDPaymentOperation',
  'GetCurrentRestructuringParameter',
  'GetDebtListWillBeRestructured',
  'AuthorizedAdjustDebtRestructuringInstallments',
  'AuthorizedSaveDebtRestructuringInstallments',
  'AuthorizedGetRestructuringDetailInfo',
  'StartElectronicStateContractCancellation',
] as const;

/**
 * The second municipal service host (spec section 7: menus, ValidateUser, RetrievePassword, ChangePassword,
 * LoginViaEDevlet, SicilApi, TahsilatApi, BankaApi, parameter lookups) serves POST /kanal/api/<Name>; the spec shows
 * no exact paths, so its call names join this list as the channel contract fixes them.
 */
const SECOND_HOST_CALLS: readonly string[] = [
  'GetMenus',
  'ValidateUser',
  'RetrievePassword',
  'ChangePassword',
  'LoginViaEDevlet',
  // SicilApi
  'GetRegistry',
  'GetRegistryList',
  'SendShortMessage',
  // Parameter lookups
  'GetCounties',
  'GetDistricts',
  'GetStreets',
  'GetParameters',
  'GetBanks',
  'GetBankBranches',
  // BankaApi
  'StartThreeDPayment',
  'GetPaymentOutcome',
  // TahsilatApi
  'GetDebts',
  'Collect',
  'CancelCollection',
  'GetCollections',
  'Reconcile',
];

const paths = [
  ...SPEC_API_CALLS.map((name) => `/api/${name}`),
  ...SECOND_HOST_CALLS.map((name) => `/kanal/api/${name}`),
];

/** Turkish: a letter only Turkish has, or one of the words the messages are made of. */
const TURKISH = /[çğıöşüÇĞİÖŞÜ]|\b(alan|zorunlu|giriniz|geçersiz|oturum|yetki|bulunamadı|olmalı)/i;

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() as { Code?: unknown; Message?: unknown } };
}

describe('every call of spec section 7', () => {
  it('lists the spec in full', () => {
    expect(SPEC_API_CALLS).toHaveLength(62);
    expect(new Set(SPEC_API_CALLS).size).toBe(SPEC_API_CALLS.length);
  });

  it.each(paths)('%s is served and answers a bad body in Turkish', async (path) => {
    const empty = await post(path, {});
    expect(empty.status, `${path} is not served`).not.toBe(404);
    expect(empty.status).toBeLessThan(500);
    // A public call whose every field is optional answers an empty body; a field of the wrong type it must refuse.
    const bad = empty.status < 300 ? await post(path, { userName: 42 }) : empty;
    expect(bad.status, path).toBeGreaterThanOrEqual(400);
    expect(bad.status, path).toBeLessThan(500);
    expect(bad.body).toEqual({ Code: expect.any(String), Message: expect.stringMatching(TURKISH) });
  });
});
