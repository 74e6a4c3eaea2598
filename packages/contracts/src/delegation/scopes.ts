import { addDays } from '../clock.js';

/**
 * What a grant lets its grantee do on the owner's registry. `see` (debts, receipts, declarations, plans) comes
 * with every grant: paying or filing for someone without seeing what is owed makes no sense.
 */
export const DELEGATION_SCOPES = ['see', 'pay', 'declare', 'restructure', 'water', 'complain'] as const;
export type DelegationScope = (typeof DELEGATION_SCOPES)[number];

/**
 * A member call's stance towards acting for someone else: the scope a grant must hold for the call to run as the
 * owner, or `owner` for what only the owner may ever do (their password, their grants). A call missing from
 * DELEGATION_STANCES is refused while acting, like `owner`; a test holds every member call to being listed.
 */
export type DelegationStance = DelegationScope | 'owner' | 'company' | 'self';

/**
 * `self`: always the person's own, whomever they act for: the call runs as the signed-in person and the grant it
 * carries is not read (accepting a grant, an accountant's clients, one's applications for a company).
 */
export const SELF_STANCE = 'self' as const;

/**
 * `company`: the person's own call, which may also be made for a company while acting under that company's primary
 * authority (the grant the office approved on its signature circular), never under any other grant.
 */
export const COMPANY_STANCE = 'company' as const;

/** The header the web sends, naming the grant the caller acts under; no header, no acting. */
export const ACTING_HEADER = 'x-acting-grant';

/** The longest a grant may run: a year, counted from the Istanbul day it is given; renewal starts a new year. */
export const MAX_GRANT_DAYS = 366;

/** The last day a grant given (or renewed) on `today` may run to. */
export const latestExpiry = (today: string): string => addDays(today, MAX_GRANT_DAYS - 1);

/** The scopes stored for what the owner ticked: `see` always among them, each once, in catalogue order. */
export const grantedScopes = (ticked: readonly DelegationScope[]): DelegationScope[] =>
  DELEGATION_SCOPES.filter((s) => s === 'see' || ticked.includes(s));

/** What a receipt or a declaration prints after "İşlemi Yapan:" when a grantee acted for the owner. */
export const actedForText = (actorName: string, ownerName: string): string => `${actorName} (${ownerName} adına)`;

/** A grant is usable through the whole of its last Istanbul day, and from the next midnight no longer. */
export const grantRunsOn = (expiresOn: string, today: string): boolean => today <= expiresOn;

/**
 * The stance of every call a member makes (access `member` or `payer`), by call name. Reading stays `see`;
 * whatever only the person themself may change (account, consents, grants) is `owner`.
 */
export const DELEGATION_STANCES: Readonly<Record<string, DelegationStance>> = {
  // Account: the person's own password, phone and consents.
  GetUserOfEMunicipality: 'owner',
  UpdateUserForEMunicipality: 'owner',
  SetUserLanguage: 'owner',
  SendAccountCode: 'owner',
  CreateUserDetail: 'owner',
  // Passkeys and the second factor: the person's own ways in.
  GetSignInSecurity: 'owner',
  SendSignInSecurityCode: 'owner',
  ProveSignInSecurityIdentity: 'owner',
  StartPasskeyRegistration: 'owner',
  FinishPasskeyRegistration: 'owner',
  RemovePasskey: 'owner',
  StartTotpSecondFactor: 'owner',
  TurnOnSecondFactor: 'owner',
  TurnOffSecondFactor: 'owner',
  // Debts and receipts.
  GetDebtListWithRevenueCode: 'see',
  GetDebtListWithFeeCodes: 'see',
  GetAccrumentListForEMunicipality: 'see',
  GetCollectedList: 'see',
  // Water: subscriptions are read with `see`; applications about them need `water`.
  GetSubscriptionList: 'see',
  GetSubscriberAddressString: 'see',
  GetSubscriptionBills: 'see',
  GetMyContractCancellations: 'water',
  // Paying.
  IsOnlinePaymentAccrumentsTriedBefore: 'pay',
  CheckRegistryUnpaidOnlinePayment: 'pay',
  GetOrderNumberForOnlinePayment: 'pay',
  CancelOnlinePaymentOrder: 'pay',
  // Public steps of an order a member opened: while acting they work on the owner's order.
  SaveOnlinePaymentAccrument: 'pay',
  GetOnlinePaymentAccrumentList: 'pay',
  SaveOnlinePaymentRequest: 'pay',
  CompleteThreeDPaymentOperation: 'pay',
  QueryOnlinePaymentOrderStatus: 'pay',
  // Declarations: filing and amending need `declare`, reading them `see`.
  RetrieveDeclarer: 'declare',
  RecordEMunicipalityEstateDeclaration: 'declare',
  RecordEMunicipalityEntertainmentDeclaration: 'declare',
  RecordEMunicipalityAdDeclaration: 'declare',
  RecordEMunicipalityECTDeclaration: 'declare',
  AmendDeclaration: 'declare',
  WithdrawDeclaration: 'declare',
  RetrieveDeclarationSummary: 'see',
  GetDeclaration: 'see',
  GetDeclarationAccruments: 'see',
  GetDeclarationAccrumentBalancesofEMunicipality: 'see',
  GetDeclarationCollectionsForEMunicipality: 'see',
  // Restructuring: the owner's SMS consent code goes to the owner's phone, so a grantee cannot sign alone.
  GetCurrentRestructuringParameter: 'restructure',
  GetDebtListWillBeRestructured: 'restructure',
  AuthorizedAdjustDebtRestructuringInstallments: 'restructure',
  SendRestructuringConsentCode: 'restructure',
  AuthorizedSaveDebtRestructuringInstallments: 'restructure',
  AuthorizedGetRestructuringDetailInfo: 'see',
  // Complaints.
  GetMyComplaints: 'complain',
  // Objections to a debt: read with `see`; raising or answering one stays the owner's until a scope is agreed.
  OpenObjection: 'owner',
  AnswerObjection: 'owner',
  GetObjectionReasons: 'see',
  GetMyObjections: 'see',
  GetMyObjection: 'see',
  // The tax calendar: its obligations are read with `see`; the private feed address is the owner's own.
  GetMyObligations: 'see',
  RenewCalendarFeed: 'owner',
  StopCalendarFeed: 'owner',
  // Reminders and the messages sent to the member: their own phone, e-mail and consents.
  GetMyReminderSchedule: 'owner',
  SaveMyReminderSchedule: 'owner',
  GetMyMessages: 'owner',
  // Grants themselves: the person's own, or a company's to its staff given by the company's primary authority.
  StartDelegationGrant: 'company',
  RenewDelegationGrant: 'company',
  ConfirmDelegationGrant: 'company',
  GetDelegations: 'company',
  AcceptDelegationGrant: 'self',
  RevokeDelegationGrant: 'company',
  // Applying to be a company's authorised person is the person's own.
  ApplyCompanyAuthority: 'self',
  GetMyCompanyApplications: 'self',
  // An accountant's own list of clients: it reads each client's grant, never one client's registry alone.
  GetMyClients: 'self',
};

/** The scope `call` needs while acting, or null when it may not be made for someone else at all. */
export function scopeNeeded(call: string): DelegationScope | null {
  const stance = DELEGATION_STANCES[call];
  return stance === undefined || stance === 'owner' || stance === 'company' || stance === 'self' ? null : stance;
}
