import { z } from 'zod';
import { PidNo } from '../auth/index.js';
import { access, BaseRequest, type CallDef, defineCall, IsoDate, Oid, paged, Text } from '../common.js';
import { ErrorCodes } from '../errors.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

/**
 * TahsilatApi: a contracted bank (anlaşmalı banka) collects the municipality's debts at its branches, ATMs and
 * internet banking. It asks for a payer's open debts, reports each collection under its own reference (the
 * idempotency key), takes one back the same day (storno), lists its day and reconciles it at the end of the day.
 */

const Kurus = z.int();
const tag = CHANNEL_TAGS.tahsilat;
const tahsilat = access.channel('tahsilat');

/** The bank's own reference of one collection: its idempotency key, unique per bank. */
export const BankReference = Text.trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._\-/]+$/, 'Banka referansı yalnızca harf, rakam ve . _ - / karakterlerinden oluşur.');

export const BankDebt = z.object({
  AccrualOid: z.int(),
  RevenueCode: z.int(),
  RevenueName: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  SubscriberNo: z.string().nullable(),
  PrincipalKurus: Kurus,
  /** Gecikme zammı as of the day asked, computed by the ledger as for every other channel. */
  LateFeeKurus: Kurus,
  TotalKurus: Kurus,
  /**
   * False while another owner holds the debt; `HeldBy` says who — a card payment in flight, a restructuring plan,
   * a deposit netting, another bank collection — so the bank can tell the payer why.
   */
  Collectable: z.boolean(),
  HeldBy: z.enum(['PAYMENT_ORDER', 'RESTRUCTURING_PLAN', 'DEPOSIT_NETTING', 'BANK_COLLECTION', 'OBJECTION']).nullable(),
});
export type BankDebt = z.infer<typeof BankDebt>;

export const BankDebts = z.object({
  /** The payer's name masked, as fast payment shows it: enough for the teller to confirm, nothing more. */
  PayerName: z.string(),
  AsOf: z.string(),
  Debts: z.array(BankDebt),
  TotalKurus: Kurus,
});
export type BankDebts = z.infer<typeof BankDebts>;

export const BankCollectionStatuses = { COLLECTED: 'Tahsil edildi', CANCELLED: 'İptal edildi (storno)' } as const;
export type BankCollectionStatus = keyof typeof BankCollectionStatuses;

export const BankReceipt = z.object({
  BankReference: z.string(),
  ReceiptNo: z.string(),
  /** The receipt's public check code (makbuz doğrulama). */
  VerificationCode: z.string(),
  CollectedAt: z.string(),
  TotalKurus: Kurus,
  CollectionTypeName: z.string(),
  Channel: z.literal('BANKA'),
  BankName: z.string(),
  BranchCode: z.string().nullable(),
  Status: z.enum(['COLLECTED', 'CANCELLED']),
  CancelledAt: z.string().nullable(),
  Lines: z.array(z.object({ AccrualOid: z.int(), PrincipalKurus: Kurus, LateFeeKurus: Kurus })),
});
export type BankReceipt = z.infer<typeof BankReceipt>;

export const ReconciliationDifferenceKinds = {
  MISSING_AT_BANK: 'Bizde var, bankanın listesinde yok',
  MISSING_HERE: 'Bankanın listesinde var, bizde yok',
  AMOUNT_MISMATCH: 'Tutar farklı',
} as const;
export type ReconciliationDifferenceKind = keyof typeof ReconciliationDifferenceKinds;
const DifferenceKind = z.enum(['MISSING_AT_BANK', 'MISSING_HERE', 'AMOUNT_MISMATCH']);

export const BankReconciliation = z.object({
  Date: z.string(),
  MatchedCount: z.int(),
  Differences: z.array(
    z.object({
      Kind: DifferenceKind,
      BankReference: z.string(),
      OurKurus: Kurus.nullable(),
      BankKurus: Kurus.nullable(),
    }),
  ),
});
export type BankReconciliation = z.infer<typeof BankReconciliation>;

/** How the bank names the payer: an ID or tax number, or a water subscriber number (that meter's bills only). */
const PayerKey = ChannelRequest.extend({
  pidNo: PidNo.optional(),
  subscriberNo: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, 'Abone numarası yalnızca rakamlardan oluşur.')
    .optional(),
});

export const collectionChannelCalls = {
  GetDebts: defineCall({
    tag,
    access: tahsilat,
    summary: 'Borç sorgulama: T.C. Kimlik No / Vergi No veya abone no ile açık borçlar, bugünkü gecikme zammıyla',
    request: PayerKey,
    response: BankDebts,
  }),
  Collect: defineCall({
    tag,
    access: tahsilat,
    summary:
      'Tahsilat: bankaReferansı tekillik anahtarıdır; aynı referans tekrar gelirse tek tahsilat kaydedilir ve aynı makbuz döner',
    request: PayerKey.extend({
      bankReference: BankReference,
      accrualOids: z.array(Oid).min(1).max(200),
      totalKurus: z.int().positive().max(Number.MAX_SAFE_INTEGER),
      /** When the payer paid at the bank; the late fee is that day's. Now when absent. */
      collectedAt: z.iso.datetime({ offset: true }).optional(),
      branchCode: Text.trim().max(20).optional(),
    }),
    response: BankReceipt,
    conflicts: [
      ErrorCodes.bankReferenceReused,
      ErrorCodes.debtHeld,
      ErrorCodes.debtNotOpen,
      ErrorCodes.oldestFirst,
      ErrorCodes.amountMismatch,
    ],
  }),
  CancelCollection: defineCall({
    tag,
    access: tahsilat,
    summary:
      'Storno: aynı gün içinde (İstanbul saatiyle) banka referansıyla tahsilatı geri alır; borçlar yeniden açılır',
    request: ChannelRequest.extend({ bankReference: BankReference }),
    response: BankReceipt,
    conflicts: [ErrorCodes.stornoClosed],
  }),
  GetCollections: defineCall({
    tag,
    access: tahsilat,
    summary: 'Bankanın bir günde yaptığı tahsilatlar (iptal edilenler durumuyla)',
    request: ChannelRequest.extend({ date: IsoDate }),
    response: z.object({ Date: z.string(), Items: z.array(BankReceipt), Count: z.int(), TotalKurus: Kurus }),
  }),
  Reconcile: defineCall({
    tag,
    access: tahsilat,
    summary:
      'Gün sonu mutabakatı: bankanın listesi (referans ve tutar) bizimkiyle karşılaştırılır; farklar personele listelenir',
    request: ChannelRequest.extend({
      date: IsoDate,
      items: z.array(z.object({ bankReference: BankReference, amountKurus: z.int().min(0) })).max(20_000),
    }),
    response: BankReconciliation,
  }),
} satisfies Record<string, CallDef>;

export const BankReconciliationDifference = z.object({
  DifferenceOid: z.int(),
  BankName: z.string(),
  Day: z.string(),
  Kind: DifferenceKind,
  BankReference: z.string(),
  OurKurus: Kurus.nullable(),
  BankKurus: Kurus.nullable(),
  FoundAt: z.string(),
  ResolvedAt: z.string().nullable(),
  ResolvedBy: z.int().nullable(),
  ResolutionNote: z.string().nullable(),
});
export type BankReconciliationDifference = z.infer<typeof BankReconciliationDifference>;

const reconcile = access.staff('payments.reconcile');

/** The reconciliation desk's part: differences the banks' end-of-day lists left, for finance to clear. */
export const bankDifferenceCalls = {
  GetBankReconciliationDifferences: defineCall({
    tag: 'reconciliation',
    access: reconcile,
    effect: 'read',
    summary: 'Banka mutabakatı farkları: açık olanlar (varsayılan) veya çözülenler, en yeni önce',
    request: BaseRequest.extend({
      status: z.enum(['OPEN', 'RESOLVED']).default('OPEN'),
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(200).default(50),
    }),
    response: paged(BankReconciliationDifference),
  }),
  ResolveBankReconciliationDifference: defineCall({
    tag: 'reconciliation',
    access: reconcile,
    effect: 'change',
    summary: 'Bir banka mutabakatı farkını açıklama notuyla çözüldü olarak işaretler',
    request: BaseRequest.extend({
      differenceOid: Oid,
      note: Text.trim().min(5, 'Açıklama notunu yazınız (en az 5 karakter).').max(500),
    }),
    response: BankReconciliationDifference,
  }),
} satisfies Record<string, CallDef>;
