import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { CSRF_COOKIE } from '../modules/auth/sessions.js';

/**
 * The reads a page may be drawn with (ADR 0027): answers that are the same whenever in the next minute they are
 * shown, with no token, challenge or order in them. A page's other reads are drawn loading and asked by the browser.
 * Public ones may sit in the shell every anonymous visitor is sent, so none of them may depend on the visitor.
 */
export const DRAWN_CALLS = new Set([
  // Debts, payments and their history.
  'GetDebtListWithRevenueCode',
  'CheckRegistryUnpaidOnlinePayment',
  'GetCollectedList',
  'GetPaymentBanks',
  // Water.
  'GetSubscriptionList',
  'GetMyContractCancellations',
  'GetSubscriptionBills',
  'GetContractCancellationTerms',
  // Requests, declarations and restructuring of the member.
  'GetMyComplaints',
  'GetComplaintCategoryList',
  'GetDebtListWillBeRestructured',
  'GetCurrentRestructuringParameter',
  'GetRestructuringCampaigns',
  'RetrieveDeclarationSummary',
  'RetrieveDeclarer',
  'GetUserOfEMunicipality',
  // Lookups and resolutions, the same for everyone.
  'RetrieveLookupYearsWithoutAuthorization',
  'AddressGetCountyListWithoutAuthorization',
  'GetDistrictListWithoutAuthorization',
  'RetrieveEstateStreetValuations',
  'RetrieveEstateAbrasionShares',
  'RetrieveEstateConstructionCosts',
  'RetrieveECTAnnualPrices',
  'GetAdvertisingTaxAnnualGroupTariffByProcessYear',
  'RetrieveAdvertisingTypes',
  'RetrieveEntertainmentTypes',
  'RetrieveLandTypes',
  // The code lists a form picks from (an estate declaration's ways of acquiring).
  'RetrieveParametersWithoutAuthorization',
  'GetResolutionList',
  'GetResolutionTypeList',
  'RetrieveBanksWithoutAuthorization',
]);

/** A read the drawing may not be given, or that did not answer 200: the browser asks for it itself. */
class NotDrawn extends Error {}

/**
 * Answers the drawing's reads as the browser's own requests would be answered: through the same route, with the
 * visitor's cookies, CSRF token and address, so access, validation and rate limits are the same.
 */
export function drawnAnswersFor(app: FastifyInstance, settings: Settings, request: FastifyRequest) {
  const csrf = request.cookies?.[CSRF_COOKIE];
  return async (name: string, body: object): Promise<unknown> => {
    if (!DRAWN_CALLS.has(name)) throw new NotDrawn(name);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(request.headers.cookie && { cookie: request.headers.cookie }),
        ...(csrf && { 'x-csrf-token': csrf }),
        ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
      },
      payload: JSON.stringify({ ...body, userName: settings.app.SystemUser }),
    });
    if (answer.statusCode !== 200) throw new NotDrawn(`${name}: ${answer.statusCode}`);
    return answer.json();
  };
}
