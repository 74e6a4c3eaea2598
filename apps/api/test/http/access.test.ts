import { type CallDef, type CallName, calls, ErrorMessages } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { assertContractCovered, modules } from '../../src/modules/index.js';
import { openTestApp } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Stand-ins for the callers that have no sign-in of their own yet: staff with every permission, a channel key. */
const everything = new Proxy(new Set<string>(), {
  get: (set, key) => (key === 'has' ? () => true : Reflect.get(set, key)),
});
const standIns: Record<string, Principal> = {
  staff: { kind: 'staff', staffOid: 1, permissions: everything, regionCode: null },
  channel: { kind: 'channel', channelOid: 1, scopes: everything },
  member: { kind: 'member', memberOid: 1 },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
let real: IdentityApp;
beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => standIns[String(request.headers['x-test-as'])] ?? null);
  real = await openIdentityApp();
});
afterAll(async () => {
  await t.close();
  await real.close();
});

const entries = Object.entries(calls) as Array<[CallName, CallDef]>;
const guarded = entries.filter(([, d]) => d.access.kind !== 'public');

/**
 * A valid body for every call that is not public, so the request passes validation and meets the access check
 * (a malformed body is a 400 whoever sends it). A new guarded call without a sample fails the first test.
 */
/** Bodies of the declaration calls: a plot of the demo town, valid for the contract. */
function declarationSamples(): Partial<Record<CallName, object>> {
  const declarer = {
    registryType: 'G',
    tckn: '10000000146',
    name: 'Zeynep',
    surname: 'Arslan',
    gsmNumber: '5550000101',
  };
  const declaration = {
    kind: 'ESTATE',
    estateType: 2,
    year: 2026,
    address: { countyCode: '1', districtCode: '1', streetCode: '1' },
    titleDeed: { ada: '1', parsel: '1' },
    areaM2: 100,
    share: { numerator: 1, denominator: 1 },
    acquisitionDate: '2020-01-01',
    acquisitionReasonCode: '1',
    usage: 'OTHER',
  };
  const ect = {
    ...declaration,
    kind: 'ECT',
    workplaceName: 'Büfe',
    buildingGroup: 7,
    degree: 5,
    activityStartDate: '2020-01-01',
  };
  return {
    RetrieveDeclarer: {},
    RecordEMunicipalityEstateDeclaration: { declarer, declaration },
    RecordEMunicipalityECTDeclaration: { declarer, declaration: ect },
    RecordEMunicipalityAdDeclaration: {
      declarer,
      declaration: {
        kind: 'AD',
        year: 2026,
        businessName: 'Eczane',
        address: declaration.address,
        boards: [{ adTypeCode: 'IL02', groupNo: 1, widthM: 1, heightM: 1, location: 'Cephe' }],
      },
    },
    RecordEMunicipalityEntertainmentDeclaration: {
      declarer,
      declaration: {
        kind: 'ENTERTAINMENT',
        venueName: 'Sahne',
        address: declaration.address,
        venueTypeCode: 'EG01',
        groupNo: 1,
        period: 'DAILY',
        startDate: '2026-01-01',
        workingDays: 1,
      },
    },
    AmendDeclaration: { declarationOid: 1, declarer, declaration },
    WithdrawDeclaration: { declarationOid: 1 },
    RetrieveDeclarationSummary: {},
    GetDeclaration: { declarationOid: 1 },
    GetDeclarationAccruments: {},
    GetDeclarationAccrumentBalancesofEMunicipality: { registryInfoOid: 1, delayFineCalculationDate: '2026-12-31' },
    GetDeclarationCollectionsForEMunicipality: {},
    GetDeclarationReviewQueue: { criteria: {} },
    GetDeclarationForReview: { declarationOid: 1 },
    ApproveDeclaration: { declarationOid: 1 },
    ReturnDeclaration: { declarationOid: 1, reason: 'Tapu görüntüsü okunmuyor.' },
    SaveDeclarationTable: {
      year: 2026,
      change: { table: 'ECT', rows: [{ buildingGroup: 1, degree: 1, annualPriceKurus: 1 }] },
      reason: 'Meclis kararıyla yeni tutar',
    },
    OpenDeclarationTableYear: {
      fromYear: 2026,
      toYear: 2027,
      propertyFactor: 1.1,
      constructionFactor: 1.1,
      tariffFactor: 1.2,
      reason: 'Yeni yılın tabloları',
    },
    GetDeclarationTableHistory: {},
  };
}

const samples: Partial<Record<CallName, object>> = {
  ...declarationSamples(),
  GetDebtListWithRevenueCode: {},
  GetDebtListWithFeeCodes: { feeCodes: [1] },
  GetAccrumentListForEMunicipality: {},
  GetCollectedList: {},
  GetSubscriptionList: {},
  GetSubscriberAddressString: { subscriberNo: '1000001' },
  GetSubscriptionBills: { subscriberNo: '1000001' },
  GetMyContractCancellations: {},
  GetWaterCancellationQueue: {},
  GetWaterCancellation: { cancellationOid: 1 },
  AssignWaterCancellation: { cancellationOid: 1, fieldTeam: 'Merkez Ekip' },
  RecordWaterLineCut: { cancellationOid: 1, cutOn: '2026-01-05', finalIndex: 10 },
  RejectWaterCancellation: { cancellationOid: 1, reason: 'Sayaca ulaşılamadı' },
  IssueWaterFinalBill: { cancellationOid: 1 },
  ComputeWaterRefund: { cancellationOid: 1 },
  ApproveWaterRefund: { cancellationOid: 1 },
  MarkWaterRefundSent: { cancellationOid: 1, refundKurus: 100, sentOn: '2026-01-05' },
  GetUserOfEMunicipality: {},
  UpdateUserForEMunicipality: { currentPassword: 'x' },
  SendAccountCode: {},
  IsOnlinePaymentAccrumentsTriedBefore: { accrualOids: [1] },
  CheckRegistryUnpaidOnlinePayment: {},
  CancelOnlinePaymentOrder: { orderNo: 'EB260615ABCDEFGH2345' },
  GetOrderNumberForOnlinePayment: { accrualOids: [1] },
  GetJobList: {},
  StartStaffTotpEnrolment: {},
  ConfirmStaffTotpEnrolment: { code: '123456' },
  StaffReauthenticate: { password: 'x', code: '123456' },
  GetStaffList: {},
  GetRoleList: {},
  CreateStaff: { username: 'yeni.personel', displayName: 'Yeni Personel' },
  UpdateStaff: { staffOid: 1 },
  ResetStaffSecondFactor: { staffOid: 1 },
  SetStaffStatus: { staffOid: 1, status: 'ACTIVE' },
  GetAuditLog: {},
  GetDailyCollections: { dateFrom: '2026-01-05' },
  GetGroupCollections: { dateFrom: '2026-01-05', channel: 'VEZNE' },
  GetPaymentOrderExceptions: {},
  GetEndOfDayReport: { date: '2026-01-05', format: 'csv' },
  GetRefundRequests: {},
  RecordRefundRequest: { collectionOid: 1, amountKurus: 100, reason: 'Mükerrer tahsilat' },
  CompleteRefundRequest: { refundRequestOid: 1, outcome: 'REJECTED' },
  GetBankReconciliationDifferences: {},
  ResolveBankReconciliationDifference: { differenceOid: 1, note: 'Banka listesi düzeltildi' },
  GetAllUsersForEmunicipality: {},
  GetFilteredRegistries: { filter: '1' },
  ValidateRegistries: { registries: [{ registryType: 'G', pidNo: '10000000146' }] },
  CreateUserDetail: { smsAllowed: true, emailAllowed: false },
  GetMemberDossier: { memberOid: 1 },
  UpdateUserStatusForEMunicipality: { memberOid: 1, status: 'ACTIVE' },
  GetResolutionDeskList: { criteria: {} },
  PublishResolution: {
    kind: 'COUNCIL',
    number: '2025/1',
    date: '2025-01-02',
    meetingNo: 1,
    agendaNo: 1,
    typeCode: 'M01',
    department: 'Yazı İşleri',
    subject: 'Örnek karar',
    fullText: 'Örnek kararın tam metni, yirmi karakterden uzun.',
  },
  UpdateResolution: {
    resolutionOid: 1,
    version: 1,
    kind: 'COUNCIL',
    number: '2025/1',
    date: '2025-01-02',
    meetingNo: 1,
    agendaNo: 1,
    typeCode: 'M01',
    department: 'Yazı İşleri',
    subject: 'Örnek karar',
    fullText: 'Örnek kararın tam metni, yirmi karakterden uzun.',
  },
  WithdrawResolution: { resolutionOid: 1, version: 1, reason: 'Yanlış yayımlandı.' },
  GetResolutionVersions: { resolutionOid: 1 },
  AddResolutionAttachment: { resolutionOid: 1, fileName: 'ek.pdf', content: 'JVBERi0=' },
  RemoveResolutionAttachment: { attachmentOid: 1 },
  GetMyComplaints: {},
  GetComplaintQueue: { criteria: {} },
  GetComplaintForDesk: { complaintOid: 1 },
  AssignComplaint: { complaintOid: 1, department: 'Fen İşleri Müdürlüğü' },
  ChangeComplaintStatus: { complaintOid: 1, status: 'IN_PROGRESS' },
  AddComplaintNote: { complaintOid: 1, text: 'Örnek not', public: false },
  MergeComplaint: { complaintOid: 1, intoTrackingNo: '2026-ABCDEF' },
  CloseComplaint: { complaintOid: 1, reason: 'Belediyenin görev alanı dışında.' },
  GetComplaintDashboard: {},
  GetComplaintCategoryDesk: {},
  SaveComplaintCategory: { name: 'Örnek kategori', targetDays: 10 },
  GetCurrentRestructuringParameter: {},
  GetDebtListWillBeRestructured: { installmentMethod: 1 },
  AuthorizedAdjustDebtRestructuringInstallments: { installmentMethod: 1, accrualOids: [1], installmentCount: 6 },
  SendRestructuringConsentCode: { installmentMethod: 1, accrualOids: [1], installmentCount: 6 },
  AuthorizedSaveDebtRestructuringInstallments: {
    installmentMethod: 1,
    accrualOids: [1],
    installmentCount: 6,
    termsAccepted: true,
    challengeId: 'x',
    smsCode: '123456',
  },
  AuthorizedGetRestructuringDetailInfo: {},
  GetRestructuringCampaigns: {},
  OpenRestructuringCampaign: {
    draft: {
      lawNo: '7440',
      title: 'Örnek kampanya',
      lawDate: '2026-01-12',
      cutOffDate: '2025-12-31',
      applicationDeadline: '2026-04-30',
      firstDueDate: '2026-05-31',
      intervalMonths: 2,
      fallbackMonthlyBp: 35,
      indexMonths: [],
      options: [{ installments: 6, coefficientBp: 10450, indexDiscountBp: 0 }],
      toleratedMissesPerYear: 2,
      terms: 'Başvuru dava açma hakkından vazgeçme anlamına gelir.',
    },
  },
  UpdateRestructuringCampaign: {
    campaignOid: 1,
    version: 1,
    reason: 'Son başvuru tarihi uzatıldı.',
    draft: {
      lawNo: '7440',
      title: 'Örnek kampanya',
      lawDate: '2026-01-12',
      cutOffDate: '2025-12-31',
      applicationDeadline: '2026-05-31',
      firstDueDate: '2026-06-30',
      intervalMonths: 2,
      fallbackMonthlyBp: 35,
      indexMonths: [],
      options: [{ installments: 6, coefficientBp: 10450, indexDiscountBp: 0 }],
      toleratedMissesPerYear: 2,
      terms: 'Başvuru dava açma hakkından vazgeçme anlamına gelir.',
    },
  },
  CloseRestructuringCampaign: { campaignOid: 1, version: 1, reason: 'Başvuru süresi doldu.' },
  GetRestructuringPlanDeskList: { criteria: {} },
  GetRestructuringPlanDesk: { planOid: 1 },
  CancelRestructuringPlan: { planOid: 1, reason: 'Mahkeme kararı üzerine iptal.' },
  GetRuntimeSettings: {},
  GetRuntimeSettingVersions: {},
  GetPayrollPeriods: {},
  ImportPayrollMonth: { year: 2030, month: 1, csv: 'Sicil No;T.C. Kimlik No' },
  PublishPayrollMonth: { year: 2030, month: 1 },
  UpdateRuntimeSettings: {
    version: 999,
    reason: 'Örnek değişiklik',
    values: {
      OperationPauseStartHours: 23,
      OperationPauseStartMinute: 45,
      OperationPauseFinishHours: 0,
      OperationPauseFinishMinute: 15,
      ActiveBankMerchantCode: '0010',
    },
  },
  GetChannelList: {},
  CreateChannel: { name: 'Örnek Kiosk', kind: 'kiosk', institutionCode: 'ORNEK', scopes: ['menus'], ratePerMinute: 10 },
  UpdateChannel: { channelOid: 999999, scopes: ['menus'], ratePerMinute: 10 },
  RotateChannelKey: { channelOid: 999999 },
  RevokeChannel: { channelOid: 999999 },
  GetChannelCalls: { channelOid: 999999 },
};
const sample = (name: CallName) => samples[name] ?? {};
const as = (who: string | null, name: CallName) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: sample(name),
    headers: who ? { 'x-test-as': who } : {},
  });
/** The registry's own refusals, told apart from a handler's answer. */
const refused = (body: { Message?: string }) =>
  body.Message === ErrorMessages.unauthenticated || body.Message === ErrorMessages.forbidden;

describe('access is declared in the contract and enforced by the call registry', () => {
  it('has a valid sample body for every call that is not public', () => {
    for (const [name, def] of guarded) {
      expect(samples[name], name).toBeDefined();
      expect(def.request.safeParse(sample(name)).success, name).toBe(true);
    }
  });

  it('serves every call of the contract from exactly one module', () => {
    expect(() => assertContractCovered(modules)).not.toThrow();
    expect(() => assertContractCovered([...modules, modules[0]])).toThrow(/served by both/);
    expect(() => assertContractCovered(modules.slice(1))).toThrow(/no module serves/);
  });

  it.each(entries.filter(([, d]) => d.access.kind !== 'public'))(
    '%s refuses an anonymous caller with 401',
    async (name) => {
      const res = await as(null, name);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ Code: 'error_unauthenticated' });
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'member' || d.access.kind === 'payer'))(
    '%s (a member call) refuses staff and outside channels with 403',
    async (name) => {
      for (const who of ['staff', 'channel']) {
        const res = await as(who, name);
        expect(res.statusCode, who).toBe(403);
        expect(res.json()).toMatchObject({ Code: 'error_forbidden' });
      }
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'staff' || d.access.kind === 'channel'))(
    '%s (a staff or channel call) refuses members with 403',
    async (name) => {
      const res = await as('member', name);
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(entries.filter(([, d]) => d.access.kind === 'member'))('%s lets a logged-in member through', async (name) => {
    const a = new Agent(real);
    await a.login('10000000146', 'Demo.2026');
    const res = await a.api[name](sample(name));
    expect(refused(res.body), JSON.stringify(res.body)).toBe(false);
  });

  it('lets staff holding the permission through, and refuses staff without it', async () => {
    expect((await as('staff', 'GetJobList')).statusCode).toBe(200);
    const narrow = await openTestApp({}, undefined, () => ({
      kind: 'staff',
      staffOid: 2,
      permissions: new Set(['resolutions.publish']),
      regionCode: null,
    }));
    try {
      const res = await narrow.app.inject({ method: 'POST', url: '/api/GetJobList', payload: {} });
      expect(res.statusCode).toBe(403);
    } finally {
      await narrow.close();
    }
  });

  it('keeps the session’s CSRF check in the registry, except for the calls that start a session', async () => {
    const a = new Agent(real);
    await a.login('10000000146', 'Demo.2026');
    const forged = await a.call('GetUserOfEMunicipality', {}, { 'x-csrf-token': 'baska-bir-deger' });
    expect(forged.status).toBe(403);
    const info = await a.api.GetSessionInfo();
    expect(info.body.Member?.UserName).toBe('10000000146');
  });

  it('shows each call’s access in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post: { description: string; responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/GetDebtListWithRevenueCode'].post.description).toMatch(/giriş yapmış üye/);
    expect(doc.paths['/api/ValidateUser'].post.description).toMatch(/insan doğrulaması/);
    expect(doc.paths['/api/GetResolutionList'].post.description).toMatch(/herkese açık/);
    expect(Object.keys(doc.paths['/api/GetResolutionList'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });
});
