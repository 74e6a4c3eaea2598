import { z } from 'zod';
import { MobilePhone } from '../auth/index.js';
import { access, BaseRequest, defineCall, Text } from '../common.js';
import {
  ApplicationNo,
  CancellationRequest,
  CancellationView,
  cancellationCalls,
  SubscriberNo,
  WaterBillLinesView,
} from './calls.js';
import { waterDeskCalls } from './desk.js';

export * from './bill.js';
export * from './calls.js';
export * from './cancellation.js';
export * from './desk.js';
export * from './iban.js';

/** A water subscription (abonelik): the meter, its tariff and line, and the deposit (güvence bedeli) held. */
export const Subscription = z.object({
  Oid: z.int(),
  SubscriberNo: z.string(),
  TariffName: z.string(),
  MeterNo: z.string(),
  LineStatus: z.int(),
  LineStatusName: z.string(),
  Address: z.string().nullable(),
  DepositKurus: z.int(),
});
export type Subscription = z.infer<typeof Subscription>;

/** One month's bill of a meter: the reading it was billed on and its lines (m³, water, atık su, ÇTV, VAT). */
export const WaterBill = WaterBillLinesView.extend({
  /** 'YYYY-MM'. */
  Period: z.string(),
  MeterIndex: z.int(),
  PaidKurus: z.int(),
  DueDate: z.string().nullable(),
  /** The bill's water line (the one a wrong reading makes wrong): an objection to the bill is opened on it. */
  AccrualOid: z.int().nullable(),
});
export type WaterBill = z.infer<typeof WaterBill>;

const tag = 'water';
export const waterCalls = {
  GetSubscriptionList: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin su abonelikleri',
    request: BaseRequest,
    response: z.array(Subscription),
  }),
  GetSubscriberAddressString: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicile ait bir su aboneliğinin adresi',
    request: BaseRequest.extend({ subscriberNo: SubscriberNo }),
    response: z.object({ SubscriberNo: z.string(), Address: z.string().nullable() }),
  }),
  GetSubscriptionBills: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicile ait bir aboneliğin son 24 aylık faturaları ve tüketimi (m³)',
    request: BaseRequest.extend({ subscriberNo: SubscriberNo }),
    response: z.object({ SubscriberNo: z.string(), Bills: z.array(WaterBill), OpenDebtKurus: z.int() }),
  }),
  ...cancellationCalls,
  VerifyContractCancellationCode: defineCall({
    tag,
    access: access.public,
    summary: 'Fesih için gönderilen SMS kodunu doğrular; abonenin aboneliklerini ve başvuru belirtecini verir',
    request: BaseRequest.extend({
      challengeId: Text.min(10).max(200),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Doğrulama kodu 6 rakamdan oluşur.'),
    }),
    response: z.object({
      CancellationToken: z.string(),
      ExpiresAt: z.string(),
      SubscriberName: z.string(),
      Subscriptions: z.array(Subscription),
    }),
  }),
  StartElectronicStateContractCancellation: defineCall({
    tag,
    access: access.public,
    summary:
      'Su sözleşmesi fesih başvurusu: oturumdaki üye ya da SMS koduyla doğrulanmış abone (cancellationToken); ' +
      'başvuru numarası döner, hat durumu 2 olur',
    request: CancellationRequest,
    response: CancellationView,
  }),
  GetContractCancellationStatus: defineCall({
    tag,
    access: access.public,
    summary: 'Başvuru numarası ve başvurudaki cep telefonuyla fesih başvurusunun durumu ve adımları',
    request: BaseRequest.extend({ applicationNo: ApplicationNo, gsmNumber: MobilePhone }),
    response: CancellationView,
  }),
  GetMyContractCancellations: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin su sözleşmesi fesih başvuruları',
    request: BaseRequest,
    response: z.array(CancellationView),
  }),
  ...waterDeskCalls,
};
