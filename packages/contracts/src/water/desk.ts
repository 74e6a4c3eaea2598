import { z } from 'zod';
import { access, BaseRequest, defineCall, IsoDate, Oid, PageRequest, paged, Text } from '../common.js';
import { CancellationStatusCode, CancellationView, Iban } from './calls.js';
import { CancellationActs } from './cancellation.js';

/** A row of the desk's queue. */
export const CancellationQueueItem = z.object({
  Oid: z.int(),
  ApplicationNo: z.string(),
  SubscriberNo: z.string(),
  SubscriberName: z.string(),
  TariffName: z.string(),
  Status: CancellationStatusCode,
  StatusName: z.string(),
  CuttingDate: z.string(),
  FieldTeam: z.string().nullable(),
  CreatedAt: z.string(),
});

const Act = z.enum(Object.keys(CancellationActs) as [keyof typeof CancellationActs]);

/** An application as the desk works on it: the citizen's view, the person and the figures behind each step. */
export const CancellationDetail = CancellationView.extend({
  Oid: z.int(),
  SubscriberName: z.string(),
  IdentityNumber: z.string().nullable(),
  TariffName: z.string(),
  MeterNo: z.string(),
  GsmNumber: z.string(),
  Email: z.string().nullable(),
  Address: z.string(),
  Iban: z.string().nullable(),
  IbanOwner: z.string().nullable(),
  BankName: z.string().nullable(),
  BranchName: z.string().nullable(),
  FieldTeam: z.string().nullable(),
  LastIndex: z.int(),
  DepositPaidKurus: z.int(),
  IdentifiedBy: z.enum(['MEMBER', 'SMS_CODE']),
  /** The acts the desk can take now: exactly one step forward (or a rejection while the line is not cut). */
  NextActs: z.array(Act),
});
export type CancellationDetail = z.infer<typeof CancellationDetail>;

const desk = access.staff('water.cancellations');
const tag = 'water';
const target = BaseRequest.extend({ cancellationOid: Oid });

export const waterDeskCalls = {
  GetWaterCancellationQueue: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Su sözleşmesi fesih başvuruları, duruma göre, en eskisi önce',
    request: PageRequest.extend({
      status: CancellationStatusCode.optional().nullable(),
      applicationNo: Text.max(20).optional(),
    }),
    response: paged(CancellationQueueItem),
  }),
  GetWaterCancellation: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Bir fesih başvurusunun ayrıntısı (kişisel veri okuması denetim kaydına yazılır)',
    request: target,
    response: CancellationDetail,
  }),
  AssignWaterCancellation: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Başvuruyu hat kesimi için bir saha ekibine verir',
    request: target.extend({ fieldTeam: Text.trim().min(2).max(80) }),
    response: CancellationDetail,
  }),
  RecordWaterLineCut: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary:
      'Hattın kesildiğini kesim tarihi ve son sayaç endeksiyle kaydeder (hat durumu 3); abonenin seçtiği tarihten ' +
      'önceki bir kesim yalnızca gerekçesiyle kaydedilir',
    request: target.extend({
      cutOn: IsoDate,
      finalIndex: z.int().min(0).max(99_999_999),
      /** Why the line was cut before the day the subscriber chose (e.g. the subscriber asked for it by phone). */
      earlyCutReason: Text.trim()
        .min(10, 'Erken kesim gerekçesi en az 10 karakter olmalıdır.')
        .max(200)
        .optional()
        .nullable(),
    }),
    response: CancellationDetail,
  }),
  RejectWaterCancellation: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kesme talebini gerekçesiyle reddeder (hat durumu 4)',
    request: target.extend({ reason: Text.trim().min(5, 'Gerekçe en az 5 karakter olmalıdır.').max(500) }),
    response: CancellationDetail,
  }),
  IssueWaterFinalBill: defineCall({
    tag,
    access: desk,
    effect: 'money',
    reauth: true,
    summary: 'Son endeksle kesin hesap faturasını tahakkuk ettirir (tüketim × tarife, atık su, ÇTV, KDV)',
    request: target,
    response: CancellationDetail,
  }),
  ComputeWaterRefund: defineCall({
    tag,
    access: desk,
    effect: 'money',
    reauth: true,
    summary: 'Güncellenmiş güvence bedelinden açık borçları düşerek iadeyi bir kez hesaplar; borçları ayırır',
    request: target,
    response: CancellationDetail,
  }),
  ApproveWaterRefund: defineCall({
    tag,
    access: desk,
    effect: 'money',
    reauth: true,
    summary: 'İadeyi onaylar: mahsubu tahsilat olarak kaydeder; iade yoksa başvuru tamamlanır',
    request: target,
    response: CancellationDetail,
  }),
  MarkWaterRefundSent: defineCall({
    tag,
    access: desk,
    effect: 'money',
    reauth: true,
    summary: 'İadenin gönderildiğini tutar, IBAN ve tarihle kaydeder; tutar ve IBAN onaylananla aynı olmalıdır',
    request: target.extend({ refundKurus: z.int().min(0), iban: Iban.optional().nullable(), sentOn: IsoDate }),
    response: CancellationDetail,
  }),
};
