import { z } from 'zod';
import { access, BaseRequest, defineCall, IsoDate, Oid, paged, Text } from '../common.js';

/** Refund requests move from REQUESTED to DONE (finance paid it back) or REJECTED. */
export const RefundStatuses = { REQUESTED: 'Talep edildi', DONE: 'İade edildi', REJECTED: 'Reddedildi' } as const;
export type RefundStatus = keyof typeof RefundStatuses;

/** What the desk shows for the channel codes collections are recorded with. */
export const CollectionChannelNames: Record<string, string> = {
  İNTERNET: 'İnternet (kredi kartı)',
  VEZNE: 'Vezne',
  BANKA: 'Banka (dekont)',
};

/** The longest range one request reads, in days: a month of receipts. */
export const MAX_RECONCILIATION_DAYS = 31;

const Range = BaseRequest.extend({
  /** A day in Turkish time; the range takes whole days. */
  dateFrom: IsoDate,
  /** Inclusive; the same day as dateFrom when absent. */
  dateTo: IsoDate.optional(),
});

/** The receipts of one channel through one bank (null: no bank, or a receipt without a card order). */
export const CollectionGroup = z.object({
  Channel: z.string(),
  BankCode: z.string().nullable(),
  /** "İnternet (kredi kartı) · T.C. Ziraat Bankası", "Vezne" … */
  Label: z.string(),
  Count: z.int(),
  TotalKurus: z.int(),
  RefundedKurus: z.int(),
});
export type CollectionGroup = z.infer<typeof CollectionGroup>;

export const DailyCollections = z.object({
  DateFrom: z.string(),
  DateTo: z.string(),
  Groups: z.array(CollectionGroup),
  /** Equal to the sum of every receipt of the range. */
  Count: z.int(),
  TotalKurus: z.int(),
  RefundedKurus: z.int(),
});
export type DailyCollections = z.infer<typeof DailyCollections>;

/** One receipt of a group: no payer data, the desk reconciles money, not people. */
export const ReconciledCollection = z.object({
  CollectionOid: z.int(),
  ReceiptNo: z.string(),
  CollectedAt: z.string(),
  Channel: z.string(),
  BankCode: z.string().nullable(),
  CollectionTypeName: z.string(),
  OrderNo: z.string().nullable(),
  TotalKurus: z.int(),
  /** Refunds requested or done against it; what can still be refunded is the total less this. */
  RefundedKurus: z.int(),
});
export type ReconciledCollection = z.infer<typeof ReconciledCollection>;

export const PaymentOrderException = z.object({
  OrderNo: z.string(),
  Status: z.enum(['NEW', 'PENDING', 'PROVISIONING', 'PAID', 'FAILED', 'EXPIRED']),
  /** UNSETTLED: the bank has not answered yet; ABANDONED: past expiry, not closed; REFUND: charged after its
   * debts were paid otherwise. */
  Problem: z.enum(['UNSETTLED', 'ABANDONED', 'REFUND']),
  BankCode: z.string(),
  BankName: z.string(),
  AmountKurus: z.int(),
  CreatedAt: z.string(),
  AgeMinutes: z.int(),
  /** Times the settlement job asked the bank, and when it asks next. */
  CheckCount: z.int(),
  NextCheckAt: z.string().nullable(),
  BankResultCode: z.string().nullable(),
  /** What the bank last said about the order (status query, provision or return), as the settlement job kept it. */
  LastBankAnswer: z
    .object({ At: z.string(), Kind: z.string(), Outcome: z.string(), BankResultCode: z.string().nullable() })
    .nullable(),
});
export type PaymentOrderException = z.infer<typeof PaymentOrderException>;

export const RefundRequest = z.object({
  RefundRequestOid: z.int(),
  CollectionOid: z.int(),
  ReceiptNo: z.string(),
  AmountKurus: z.int(),
  Reason: z.string(),
  Status: z.enum(['REQUESTED', 'DONE', 'REJECTED']),
  RequestedAt: z.string(),
  RequestedBy: z.int(),
  CompletedAt: z.string().nullable(),
  CompletionNote: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

export const ReportFile = z.object({
  FileName: z.string(),
  MediaType: z.enum(['text/csv; charset=utf-8', 'application/pdf']),
  /** The CSV as text (with its byte order mark), the PDF in base64. */
  Encoding: z.enum(['utf-8', 'base64']),
  Content: z.string(),
});
export type ReportFile = z.infer<typeof ReportFile>;

/** One stored accounting file of a closed day; a day whose receipts changed after its file has several versions. */
export const CollectionExport = z.object({
  ExportOid: z.int(),
  /** The Istanbul day, 'YYYY-MM-DD'. */
  Day: z.string(),
  Version: z.int(),
  /** The newest version of the same day when this one is older, else null. */
  NewerVersion: z.int().nullable(),
  FileName: z.string(),
  /** Receipts, and lines (one per receipt and revenue kind). */
  ReceiptCount: z.int(),
  LineCount: z.int(),
  TotalKurus: z.int(),
  /** SHA-256 of the file, hex: what accounting checks the file it took against. */
  Checksum: z.string(),
  CreatedAt: z.string(),
});
export type CollectionExport = z.infer<typeof CollectionExport>;

const tag = 'reconciliation';
const reconcile = access.staff('payments.reconcile');
export const reconciliationCalls = {
  GetDailyCollections: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary:
      'Günün (veya aralığın) tahsilatları kanal ve banka kırılımında: adet ve tutar; genel toplam makbuzların toplamıdır',
    request: Range,
    response: DailyCollections,
  }),
  GetGroupCollections: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary: 'Bir kanal ve banka grubunun makbuzları (ayrıntı), tahsilat zamanına göre',
    request: Range.extend({
      channel: Text.min(1).max(40),
      bankCode: Text.max(10).nullable().default(null),
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(500).default(50),
    }),
    response: paged(ReconciledCollection),
  }),
  GetPaymentOrderExceptions: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary: 'Sonucu bilinmeyen, takılı kalan ve iadesi gereken ödeme emirleri; bankanın son yanıtıyla',
    request: BaseRequest,
    response: z.object({ Items: z.array(PaymentOrderException) }),
  }),
  GetEndOfDayReport: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary: 'Gün sonu raporu: CSV (; ayraçlı, UTF-8 BOM) veya PDF; kanal/banka toplamları ve makbuzlar',
    request: BaseRequest.extend({ date: IsoDate, format: z.enum(['csv', 'pdf']) }),
    response: ReportFile,
  }),
  GetRefundRequests: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary: 'İade talepleri, en yeni önce; durumla süzülür (bekleyenler maliyenin iş listesidir)',
    request: BaseRequest.extend({
      status: z.enum(['REQUESTED', 'DONE', 'REJECTED']).optional(),
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(200).default(50),
    }),
    response: paged(RefundRequest),
  }),
  RecordRefundRequest: defineCall({
    tag,
    access: reconcile,
    effect: 'money',
    reauth: true,
    summary: 'Bir tahsilata karşı iade talebi: tutar, tahsil edilenden önceki iadeler düşüldükten sonra kalanı aşamaz',
    request: BaseRequest.extend({
      collectionOid: Oid,
      amountKurus: z.int().positive('İade tutarı sıfırdan büyük olmalıdır.').max(Number.MAX_SAFE_INTEGER),
      reason: Text.trim().min(5, 'İade gerekçesini yazınız (en az 5 karakter).').max(500),
    }),
    response: RefundRequest,
  }),
  CompleteRefundRequest: defineCall({
    tag,
    access: reconcile,
    effect: 'money',
    reauth: true,
    summary: 'Bekleyen bir iade talebini sonuçlandırır: iade edildi (DONE) veya reddedildi (REJECTED)',
    request: BaseRequest.extend({
      refundRequestOid: Oid,
      outcome: z.enum(['DONE', 'REJECTED']),
      note: Text.trim().max(500).default(''),
    }),
    response: RefundRequest,
  }),
  GetCollectionExports: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary:
      'Muhasebeye aktarım dosyaları: kapanan her günün tahsilatları (makbuz ve gelir türü başına satır), en yeni gün önce',
    request: BaseRequest.extend({
      page: z.int().min(1).max(100000).default(1),
      pageSize: z.int().min(1).max(200).default(31),
    }),
    response: paged(CollectionExport),
  }),
  GetCollectionExportFile: defineCall({
    tag,
    access: reconcile,
    effect: 'read',
    summary: 'Bir günün muhasebe aktarım dosyası (CSV, ; ayraçlı, UTF-8 BOM); her indirme denetim kaydına yazılır',
    request: BaseRequest.extend({ exportOid: Oid }),
    response: ReportFile,
  }),
};
