import { z } from 'zod';
import { Email, MobilePhone, PidNo, Verification } from '../auth/index.js';
import { access, BaseRequest, defineCall, IsoDate, Oid, Text } from '../common.js';
import { CANCELLATION_STATUSES } from './cancellation.js';
import { ibanProblem, normalizeIban } from './iban.js';

export const SubscriberNo = z
  .string()
  .trim()
  .regex(/^\d{4,12}$/, 'Abone numarası yalnızca rakamlardan oluşur.');
/** The year the application was made and eight digits: hard to guess, easy to read out on the phone. */
export const ApplicationNo = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{8}$/, 'Başvuru numarası 2026-12345678 biçimindedir.');
export const Iban = z
  .string()
  .max(40)
  .transform(normalizeIban)
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const CancellationStatusCode = z.enum(CANCELLATION_STATUSES);

/** The contract cancellation request of spec section 3, and how the caller proved to be the subscriber. */
export const CancellationRequest = BaseRequest.extend({
  subscriberNo: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, 'Abone numarası yalnızca rakamlardan oluşur.'),
  gsmNumber: MobilePhone,
  email: Email.optional().nullable(),
  address: Text.trim().min(5, 'Adres en az 5 karakter olmalıdır.').max(300),
  waterLineCuttingDate: IsoDate,
  /** 1: the deposit to the IBAN below; 2: set against open debts (any rest is paid at the cashier). */
  depositReturnType: z.union([z.literal(1), z.literal(2)]),
  ibanOwner: Text.trim().min(3).max(120).optional().nullable(),
  bankIbanNo: Iban.optional().nullable(),
  bankBranchOid: Oid.optional().nullable(),
  /** From VerifyContractCancellationCode; a signed-in member needs none. */
  cancellationToken: Text.max(600).optional().nullable(),
}).superRefine((r, ctx) => {
  if (r.depositReturnType !== 1) return;
  const need = (key: 'ibanOwner' | 'bankIbanNo' | 'bankBranchOid', message: string) => {
    if (r[key] === undefined || r[key] === null) ctx.addIssue({ code: 'custom', path: [key], message });
  };
  need('bankIbanNo', 'İade için IBAN giriniz.');
  need('ibanOwner', 'Hesap sahibinin adını giriniz.');
  need('bankBranchOid', 'Banka şubesini seçiniz.');
});

export const TimelineStep = z.object({
  Status: CancellationStatusCode,
  StatusName: z.string(),
  At: z.string(),
  Note: z.string().nullable(),
});

/** The lines of a water bill (bill.ts): m³, water, atık su, ÇTV and VAT, with their total to the kuruş. */
export const WaterBillLinesView = z.object({
  ConsumptionM3: z.int(),
  WaterKurus: z.int(),
  WastewaterKurus: z.int(),
  CtvKurus: z.int(),
  VatKurus: z.int(),
  TotalKurus: z.int(),
});

/** What the subscriber sees of an application: where it stands, the amounts, and every step so far. */
export const CancellationView = z.object({
  ApplicationNo: z.string(),
  SubscriberNo: z.string(),
  Status: CancellationStatusCode,
  StatusName: z.string(),
  LineStatus: z.int(),
  LineStatusName: z.string(),
  CuttingDate: z.string(),
  DepositReturnType: z.int(),
  MaskedIban: z.string().nullable(),
  CutOn: z.string().nullable(),
  FinalIndex: z.int().nullable(),
  FinalBillKurus: z.int().nullable(),
  /** The final bill's lines once it is issued. */
  FinalBill: WaterBillLinesView.nullable(),
  DepositKurus: z.int().nullable(),
  NettedKurus: z.int().nullable(),
  RefundKurus: z.int().nullable(),
  RefundSentOn: z.string().nullable(),
  RejectReason: z.string().nullable(),
  CreatedAt: z.string(),
  Timeline: z.array(TimelineStep),
});
export type CancellationView = z.infer<typeof CancellationView>;

/** A subscription as shown before the subscriber has proven who they are. */
export const MaskedSubscription = z.object({
  MaskedSubscriberNo: z.string(),
  TariffName: z.string(),
  District: z.string().nullable(),
  LineStatusName: z.string(),
});

const tag = 'water';
export const cancellationCalls = {
  GetContractCancellationTerms: defineCall({
    tag,
    access: access.public,
    summary: 'Fesih başvurusunda seçilebilecek hat kesme tarihleri (bugün ve belediyenin belirlediği aralık)',
    request: BaseRequest,
    response: z.object({ Today: z.string(), CuttingMinDays: z.int(), CuttingMaxDays: z.int() }),
  }),
  ValidateSubscriberNo: defineCall({
    tag,
    access: access.public,
    summary: 'Abone numarasını doğrular; abonenin adı ve kayıtlı telefonu maskeli döner',
    request: BaseRequest.extend({ subscriberNo: SubscriberNo }),
    response: z.object({
      SubscriberNo: z.string(),
      MaskedName: z.string(),
      TariffName: z.string(),
      LineStatusName: z.string(),
      MaskedGsm: z.string().nullable(),
    }),
  }),
  GetSubscriberListByIdentityNumber: defineCall({
    tag,
    access: access.public,
    summary: 'T.C. Kimlik No / Vergi No ile abonelikler, maskeli',
    request: BaseRequest.extend({ identityNumber: PidNo }),
    response: z.object({
      MaskedName: z.string(),
      MaskedGsm: z.string().nullable(),
      Subscriptions: z.array(MaskedSubscription),
    }),
  }),
  SendContractCancellationCode: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Abonenin kayıtlı cep telefonuna fesih için tek kullanımlık SMS kodu gönderir',
    request: BaseRequest.extend({
      subscriberNo: SubscriberNo.optional().nullable(),
      identityNumber: PidNo.optional().nullable(),
      verification: Verification,
    }).refine((r) => Boolean(r.subscriberNo) !== Boolean(r.identityNumber), {
      message: 'Abone numarası ya da T.C. Kimlik No / Vergi No giriniz (ikisinden biri).',
      path: ['subscriberNo'],
    }),
    response: z.object({ ChallengeId: z.string(), ExpiresAt: z.string(), MaskedGsm: z.string() }),
  }),
};
