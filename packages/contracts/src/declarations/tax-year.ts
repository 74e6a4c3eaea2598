import { formatDateTr } from '../format.js';

/**
 * Which year an estate declaration is for, and what a building declared then may be: the rules the citizen's
 * form runs at every step and the contract's schema runs on the server, free of zod so the form's page does not
 * carry it. Dates are 'YYYY-MM-DD' Turkish days; the caller passes the filing day (the clock is theirs).
 */

/** A purchase, a change or the end of an exemption is taxed from the next budget year. */
export const ESTATE_LIABILITY_LAW = '1319 sayılı Kanun md. 33';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The first year a property acquired on `acquisitionDate` is taxed in: the budget year after the acquisition. */
export const liabilityStartYear = (acquisitionDate: string) => yearOf(acquisitionDate) + 1;

/**
 * The tax year of an estate declared on `filedOn`: the year after the acquisition, and the filing year at the
 * earliest (a property held for years is declared for the current year). A flat bought on 08.11.2026 → 2027.
 */
export function estateTaxYear(acquisitionDate: string, filedOn: string): number {
  const acquired = yearOf(acquisitionDate);
  const filing = yearOf(filedOn);
  return Number.isFinite(acquired) && acquired >= filing ? acquired + 1 : filing;
}

/** The sentence that tells the citizen which year the declaration is for and why. */
export function estateTaxYearReason(acquisitionDate: string, taxYear: number): string {
  const acquired = formatDateTr(acquisitionDate);
  const first = liabilityStartYear(acquisitionDate);
  return first === taxYear
    ? `Bu beyan ${taxYear} yılı için verilmektedir: ${acquired} tarihinde edinilen taşınmazın vergisi, edinmeyi izleyen yıldan başlar (${ESTATE_LIABILITY_LAW}).`
    : `Bu beyan ${taxYear} yılı için verilmektedir: ${acquired} tarihinde edinilen taşınmazın vergisi, edinmeyi izleyen yıl olan ${first} yılında başladı; beyan, içinde bulunulan yılın vergisi içindir (${ESTATE_LIABILITY_LAW}).`;
}

/** Why a building's construction year is refused: it is after the filing year or after the tax year. */
export interface ConstructionYearRefusal {
  after: 'filing' | 'taxYear';
  year: number;
}

/** Said under the construction year field by the form, and after the field's name by the API. */
export const ConstructionYearMessages = {
  filing: (year: number) => `Beyanın verildiği yıldan (${year}) sonra olamaz: bina bittikten sonra beyan edilir.`,
  taxYear: (year: number) => `Vergi yılından (${year}) sonra olamaz.`,
} as const;

/**
 * A building is declared once it stands: its construction (completion) year may not be later than the year of the
 * filing day, nor than the tax year (its age, and so its aşınma payı, is counted in the tax year).
 */
export function refuseConstructionYear(
  constructionYear: number,
  taxYear: number,
  filedOn: string,
): ConstructionYearRefusal | null {
  const filing = yearOf(filedOn);
  if (constructionYear > filing) return { after: 'filing', year: filing };
  if (constructionYear > taxYear) return { after: 'taxYear', year: taxYear };
  return null;
}

/** The Turkish message of a refusal, or undefined when the year is acceptable. */
export function constructionYearProblem(constructionYear: number, taxYear: number, filedOn: string) {
  const refusal = refuseConstructionYear(constructionYear, taxYear, filedOn);
  return refusal ? ConstructionYearMessages[refusal.after](refusal.year) : undefined;
}
