import type { Campaign } from './index.js';
import type { CampaignTerms } from './plan.js';

/**
 * A campaign's numbers as the plan arithmetic takes them: every term of a plan — periodicity, installment
 * counts, coefficients, the cash discount, the cut-off — comes from the campaign the office entered from its law,
 * so the page's instant plan and the saved plan are computed from the same data. Free of zod for the web page.
 */
export const campaignTerms = (c: Campaign): CampaignTerms => ({
  lawDate: c.LawDate,
  cutOffDate: c.CutOffDate,
  firstDueDate: c.FirstDueDate,
  intervalMonths: c.IntervalMonths,
  fallbackMonthlyBp: c.FallbackMonthlyBp,
  indexMonths: c.IndexMonths.map((m) => ({ month: m.Month, changeBp: m.ChangeBp })),
  options: c.Options.map((o) => ({
    installments: o.Installments,
    coefficientBp: o.CoefficientBp,
    indexDiscountBp: o.IndexDiscountBp,
  })),
  toleratedMissesPerYear: c.ToleratedMissesPerYear,
});
