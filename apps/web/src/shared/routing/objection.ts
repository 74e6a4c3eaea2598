/** Where "İtiraz et / Düzeltme iste" leads from any page that shows a debt: the form opened on that accrual. */
export const objectionHref = (accrualOid: number) => `/itirazlarim?borc=${accrualOid}`;

/** A case on İtirazlarım, opened: where a declaration amended on a case names it. */
export const objectionCaseHref = (caseNo: string) => `/itirazlarim?basvuru=${caseNo}`;
