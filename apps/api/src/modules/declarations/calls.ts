import {
  AdTariffKinds,
  adBasisOf,
  adNeedsSize,
  type declarationCalls,
  EstateTypes,
  todayInIstanbul,
} from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { invalid } from '../../http/errors.js';
import { sessionRegistry } from '../registries/index.js';
import { calculate } from './calculate.js';
import {
  declarationAccruments,
  declarationBalances,
  declarationCollections,
  declarationDetail,
  declarationSummary,
  declarerOf,
  verifyReceipt,
} from './queries.js';
import { recordDeclaration, withdrawDeclaration } from './record.js';
import {
  approveDeclaration,
  declarationForReview,
  openTableYear,
  returnDeclaration,
  reviewQueue,
  saveTable,
  tableHistory,
} from './review.js';
import { adTariffsOf, entertainmentTariffsOf, latestTariffYear, parametersOf, ratesOf } from './tables.js';

/** Parameter types of the lookups: 4 estate types, 8 land kinds, 291 calculation types, 294 ad types. */
const PARAM = { estate: 4, land: 8, calculation: 291, ad: 294 } as const;
/** Codes of parameter 291 (hesaplama tipi). */
const CALC_TYPE = { area: '1', count: '2', daily: '3', weekly: '4', ticket: '7' } as const;

export const declarationHandlers: Handlers<typeof declarationCalls> = {
  async RetrieveEstateTypes(_input, { database }) {
    const rows = await parametersOf(database, PARAM.estate);
    // The spec's codes (1 building, 2 plot, 3 land) are the parameter's order.
    return rows.length
      ? rows
      : Object.entries(EstateTypes).map(([code, name]) => ({
          TypeCode: PARAM.estate,
          Code: code,
          Name: name,
          SortOrder: Number(code),
        }));
  },
  async RetrieveLandTypes(_input, { database }) {
    return parametersOf(database, PARAM.land);
  },
  async RetrieveAdvertisingTypes({ year }, { database }) {
    const y = year ?? (await latestTariffYear(database));
    const [tariffs, kinds] = await Promise.all([adTariffsOf(database, y), parametersOf(database, PARAM.ad)]);
    const seen = new Set<string>();
    return tariffs
      .filter((t) => !seen.has(t.AdTypeCode) && seen.add(t.AdTypeCode))
      .map((t) => {
        const basis = adBasisOf(t.UnitName);
        const kind = AdTariffKinds[t.AdTypeCode] ?? { declarationType: '1', illuminated: false };
        return {
          Code: t.AdTypeCode,
          Name: t.AdTypeName,
          DeclarationTypeCode: kind.declarationType,
          DeclarationTypeName: kinds.find((k) => k.Code === kind.declarationType)?.Name ?? '',
          CalculationTypeCode:
            basis === 'AREA_WEEK' ? CALC_TYPE.weekly : adNeedsSize(basis) ? CALC_TYPE.area : CALC_TYPE.count,
          UnitName: t.UnitName,
          Illuminated: kind.illuminated,
          NeedsSize: adNeedsSize(basis),
          NeedsWeeks: basis === 'AREA_WEEK',
        };
      });
  },
  async RetrieveEntertainmentTypes({ year }, { database }) {
    const y = year ?? (await latestTariffYear(database));
    const rows = await entertainmentTariffsOf(database, y);
    const byCode = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) byCode.set(r.Code, [...(byCode.get(r.Code) ?? []), r]);
    return [...byCode.values()].map((group) => ({
      Code: group[0].Code,
      Name: group[0].Name,
      Basis: group[0].Basis,
      CalculationTypeCode: group[0].Basis === 'DAILY' ? CALC_TYPE.daily : CALC_TYPE.ticket,
      RateBp: group[0].RateBp,
      Groups: group.map((g) => ({ GroupNo: g.GroupNo, DailyKurus: g.DailyKurus })),
    }));
  },
  async RetrieveDeclarationRates({ year }, { database }) {
    const rates = await ratesOf(database, year);
    if (!rates) throw invalid(`Yıl: ${year} yılı için oranlar tanımlı değil.`);
    return rates;
  },
  async CalculateDeclaration({ declaration }, { database }) {
    return calculate(database, declaration, { filedOn: todayInIstanbul() });
  },
  async VerifyDeclarationReceipt({ code }, { database }) {
    return verifyReceipt(database, code);
  },

  async RetrieveDeclarer(_input, ctx) {
    return declarerOf(ctx.database, await sessionRegistry(ctx));
  },
  async RecordEMunicipalityEstateDeclaration({ declarer, declaration, fileIds }, ctx) {
    return recordDeclaration(ctx, { declarer, declaration, fileIds });
  },
  async RecordEMunicipalityEntertainmentDeclaration({ declarer, declaration, fileIds }, ctx) {
    return recordDeclaration(ctx, { declarer, declaration, fileIds });
  },
  async RecordEMunicipalityAdDeclaration({ declarer, declaration, fileIds }, ctx) {
    return recordDeclaration(ctx, { declarer, declaration, fileIds });
  },
  async RecordEMunicipalityECTDeclaration({ declarer, declaration, fileIds }, ctx) {
    return recordDeclaration(ctx, { declarer, declaration, fileIds });
  },
  async AmendDeclaration({ declarationOid, declarer, declaration, fileIds }, ctx) {
    return recordDeclaration(ctx, { declarer, declaration, fileIds, replacesOid: declarationOid });
  },
  async WithdrawDeclaration({ declarationOid, reason }, ctx) {
    await withdrawDeclaration(ctx, declarationOid, reason);
    const detail = await declarationDetail(ctx.database, declarationOid, await sessionRegistry(ctx));
    const {
      RegistryNo,
      Declarer,
      Declaration,
      Calculation,
      Attachments,
      VerificationCode,
      ReplacesOid,
      History,
      AccrualOids,
      Names,
      ...summary
    } = detail;
    return summary;
  },
  async RetrieveDeclarationSummary({ year, kind }, ctx) {
    return declarationSummary(ctx.database, await sessionRegistry(ctx), { year, kind });
  },
  async GetDeclaration({ declarationOid }, ctx) {
    return declarationDetail(ctx.database, declarationOid, await sessionRegistry(ctx));
  },
  async GetDeclarationAccruments({ declarationOid, year }, ctx) {
    return declarationAccruments(ctx.database, await sessionRegistry(ctx), { declarationOid, year });
  },
  async GetDeclarationAccrumentBalancesofEMunicipality({ registryInfoOid, delayFineCalculationDate }, ctx) {
    return declarationBalances(ctx.database, await sessionRegistry(ctx), registryInfoOid, delayFineCalculationDate);
  },
  async GetDeclarationCollectionsForEMunicipality({ year }, ctx) {
    return declarationCollections(ctx.database, await sessionRegistry(ctx), year);
  },

  async GetDeclarationReviewQueue({ criteria }, ctx) {
    return reviewQueue(ctx, criteria);
  },
  async GetDeclarationForReview({ declarationOid }, ctx) {
    return declarationForReview(ctx, declarationOid);
  },
  async ApproveDeclaration({ declarationOid, note }, ctx) {
    return approveDeclaration(ctx, declarationOid, note);
  },
  async ReturnDeclaration({ declarationOid, reason }, ctx) {
    return returnDeclaration(ctx, declarationOid, reason);
  },
  async SaveDeclarationTable({ year, change, reason }, ctx) {
    return saveTable(ctx, year, change, reason);
  },
  async OpenDeclarationTableYear(input, ctx) {
    return openTableYear(ctx, input);
  },
  async GetDeclarationTableHistory({ table, year }, ctx) {
    return tableHistory(ctx, { table, year });
  },
};
