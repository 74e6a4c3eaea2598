/** Where "İtiraz et / Düzeltme iste" leads from any page that shows a debt: the form opened on that accrual. */
export const objectionHref = (accrualOid: number) => `/itirazlarim?borc=${accrualOid}`;
