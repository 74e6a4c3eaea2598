import { z } from 'zod';
import { PidNo, Tckn, Verification } from '../auth/index.js';
import { istanbulNow } from '../clock.js';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { Debt } from '../debts/index.js';
import { CardEntries, cardBrand, luhnValid, PaymentBankCodes } from './rules.js';

export * from './rules.js';

const Kurus = z.int();
export const BankCode = z.enum(PaymentBankCodes);
/** Random, unguessable (it is the key the result pages read an order by) and accepted by every bank. */
export const OrderNo = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{8,32}$/, 'Geçersiz sipariş numarası.');
const AccrualOids = z.array(Oid).min(1, 'Ödenecek en az bir borç seçiniz.').max(500);
/** Signed by the server after a fast-payment or matrimony lookup; binds the order to that registry. */
const PaymentToken = Text.min(20).max(400);

export const OrderLine = z.object({
  AccrualOid: z.int(),
  RevenueCode: z.int(),
  RevenueName: z.string(),
  Description: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  PrincipalKurus: Kurus,
  LateFeeKurus: Kurus,
});

export const OnlinePayment = z.object({
  OrderNo: z.string(),
  Status: z.enum(['NEW', 'PENDING', 'PROVISIONING', 'PAID', 'FAILED', 'EXPIRED']),
  Channel: z.enum(['DEBT', 'FAST', 'MATRIMONY']),
  BankCode,
  BankName: z.string(),
  /** The bank window this order is paid in. */
  Window: z.string(),
  StoreType: z.string(),
  /** True when our page collects the card (3D, 3D Pay); false when the bank's own page does (hosted). */
  NeedsCard: z.boolean(),
  /** Where the card goes: the bank's page, our form straight to the bank, or through our API (PayFlex). */
  CardEntry: z.enum(CardEntries),
  AmountKurus: Kurus,
  PayerName: z.string(),
  CreatedAt: z.string(),
  /** An order the bank never answers for is settled by itself at this time (the settlement job). */
  ExpiresAt: z.string(),
  /** The caller opened this order and it has no result yet: CancelOnlinePaymentOrder may end it. */
  Cancellable: z.boolean(),
  /** Turkish, for the citizen, when the payment failed. */
  Reason: z.string().nullable(),
  ReceiptNo: z.string().nullable(),
  VerificationCode: z.string().nullable(),
  CollectedAt: z.string().nullable(),
  Lines: z.array(OrderLine),
});
export type OnlinePayment = z.infer<typeof OnlinePayment>;

export const CardInput = z
  .object({
    holder: z
      .string()
      .trim()
      .min(3, 'Kart üzerindeki adı giriniz.')
      .max(50)
      .regex(/^[\p{L} .'-]+$/u, 'Kart sahibinin adında yalnızca harf kullanınız.'),
    number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{15,19}$/.test(v) && luhnValid(v), 'Kart numarası geçersiz.')
      .refine((v) => cardBrand(v) !== null, 'Yalnızca VISA ve MasterCard kartlarla ödeme yapılabilir.'),
    expMonth: z.int().min(1, 'Son kullanma ayı geçersiz.').max(12, 'Son kullanma ayı geçersiz.'),
    expYear: z.int().min(2000, 'Son kullanma yılı geçersiz.').max(2100, 'Son kullanma yılı geçersiz.'),
    cvv: z.string().regex(/^\d{3,4}$/, 'Güvenlik kodu (CVV) 3 haneli olmalıdır.'),
  })
  .refine((c) => c.expYear * 12 + c.expMonth >= currentMonthIndex(), {
    message: 'Kartınızın son kullanma tarihi geçmiş.',
    path: ['expMonth'],
  });

function currentMonthIndex(): number {
  const now = istanbulNow();
  return now.year * 12 + now.month;
}

export const BrowserForm = z.object({
  Action: z.string(),
  Method: z.literal('POST'),
  Fields: z.record(z.string(), z.string()),
});

export const PaymentBankInfo = z.object({
  BankCode,
  BankName: z.string(),
  Window: z.string(),
  StoreType: z.string(),
  NeedsCard: z.boolean(),
  CardEntry: z.enum(CardEntries),
  IsDefault: z.boolean(),
});

export const FastDebts = z.object({
  /** Pass to GetOrderNumberForOnlinePayment; valid for 30 minutes. */
  Token: z.string(),
  PayerName: z.string(),
  Debts: z.array(Debt),
});

export const ReceiptCheck = z.object({
  ReceiptNo: z.string(),
  CollectedAt: z.string(),
  TotalKurus: Kurus,
  PayerName: z.string(),
  CollectionTypeName: z.string(),
  LineCount: z.int(),
  MunicipalityName: z.string(),
  /** The issuer as the receipt names it. */
  MunicipalityAddress: z.string(),
  MunicipalityTaxOffice: z.string(),
  MunicipalityTaxNumber: z.string(),
});

const OrderRef = BaseRequest.extend({ orderNo: OrderNo });
const tag = 'payments';
export const paymentCalls = {
  GetPaymentBanks: defineCall({
    tag,
    access: access.public,
    summary:
      'Kartla ödeme alınan bankalar, günlük ödeme arası (ara dışında Paused null) ve borçların vade sırasıyla ödenip ödenmeyeceği',
    request: BaseRequest,
    response: z.object({
      Banks: z.array(PaymentBankInfo),
      Paused: z.object({ from: z.string(), until: z.string(), Message: z.string() }).nullable(),
      /** payments.oldestFirst: within a revenue type (and water meter) the oldest debts are paid first. */
      OldestFirst: z.boolean(),
    }),
  }),
  GetFastPaymentDebts: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Girişsiz hızlı ödeme: T.C./Vergi No veya abone no ile açık borçlar (ad maskeli)',
    request: BaseRequest.extend({
      pidNo: PidNo.optional(),
      subscriberNo: z
        .string()
        .trim()
        .regex(/^\d{4,12}$/, 'Abone numarası yalnızca rakamlardan oluşur.')
        .optional(),
      verification: Verification,
    }),
    response: FastDebts,
  }),
  GetMatrimonyFee: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Nikah ücreti (gelir kodu 83): başvuru sahibinin T.C. Kimlik No ve başvuru numarasıyla',
    request: BaseRequest.extend({
      pidNo: Tckn,
      applicationNo: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^EVL-\d{4}-\d{1,8}$/, 'Başvuru numarasını EVL-2026-123 biçiminde giriniz.'),
      verification: Verification,
    }),
    response: FastDebts,
  }),
  IsOnlinePaymentAccrumentsTriedBefore: defineCall({
    tag,
    access: access.payer,
    summary: 'Seçilen borçlardan biri bankada süren bir ödemeye bağlı mı',
    request: BaseRequest.extend({ accrualOids: AccrualOids, paymentToken: PaymentToken.optional() }),
    response: z.object({ Tried: z.boolean(), OrderNo: z.string().nullable(), Status: z.string().nullable() }),
  }),
  CheckRegistryUnpaidOnlinePayment: defineCall({
    tag,
    access: access.payer,
    summary: 'Sicilin sonucu henüz belli olmayan kartlı ödemeleri',
    request: BaseRequest.extend({ paymentToken: PaymentToken.optional() }),
    response: z.array(OnlinePayment),
  }),
  GetOrderNumberForOnlinePayment: defineCall({
    tag,
    access: access.payer,
    summary: 'Sipariş açar: tutarı sunucu hesaplar, seçilen borçlar başka bir ödemeye karşı kilitlenir',
    request: BaseRequest.extend({
      accrualOids: AccrualOids,
      bankCode: BankCode.optional(),
      paymentToken: PaymentToken.optional(),
    }),
    response: OnlinePayment,
  }),
  SaveOnlinePaymentAccrument: defineCall({
    tag,
    access: access.public,
    summary: 'Henüz bankaya gönderilmemiş siparişin borçlarını değiştirir',
    request: OrderRef.extend({ accrualOids: AccrualOids }),
    response: OnlinePayment,
  }),
  GetOnlinePaymentAccrumentList: defineCall({
    tag,
    access: access.public,
    summary: 'Siparişin durumu ve kapsadığı borçlar',
    request: OrderRef,
    response: OnlinePayment,
  }),
  SaveOnlinePaymentRequest: defineCall({
    tag,
    access: access.public,
    summary:
      'Siparişi bankaya gönderir; tarayıcının bankaya göndereceği imzalı 3D formunu döner. Kart yalnızca ' +
      'CardEntry THROUGH_SERVER (PayFlex) olan siparişte gönderilir; DIRECT_TO_BANK siparişte tarayıcı kart ' +
      'alanlarını (pan, Ecom_Payment_Card_ExpDate_Month, Ecom_Payment_Card_ExpDate_Year, cv2) forma kendisi ekler',
    request: OrderRef.extend({ card: CardInput.optional() }),
    response: z.object({ Form: BrowserForm }),
  }),
  CompleteThreeDPaymentOperation: defineCall({
    tag,
    access: access.public,
    summary: 'Bankanın 3D dönüşünü (mpiResponse) doğrular ve ödemeyi bir kez kaydeder',
    request: OrderRef.extend({ mpiResponse: z.record(Text, Text) }),
    response: OnlinePayment,
  }),
  QueryOnlinePaymentOrderStatus: defineCall({
    tag,
    access: access.public,
    summary: 'Sonucu belli olmayan siparişi bankaya sorar ve sonuca bağlar',
    request: OrderRef,
    response: OnlinePayment,
  }),
  CancelOnlinePaymentOrder: defineCall({
    tag,
    access: access.payer,
    summary:
      'Bankada yarım kalan ödemeyi iptal eder: önce bankaya sorulur; tutar çekildiyse ödeme bir kez kaydedilir, ' +
      'çekilmediyse sipariş başarısız olur ve borçlar hemen serbest kalır (yalnızca siparişi açan)',
    request: OrderRef.extend({ paymentToken: PaymentToken.optional() }),
    response: OnlinePayment,
  }),
  ControlCollection: defineCall({
    tag,
    access: access.public,
    summary: 'Sipariş için tahsilat kaydı ve makbuz var mı',
    request: OrderRef,
    response: z.object({ Collected: z.boolean(), Payment: OnlinePayment }),
  }),
  VerifyReceipt: defineCall({
    tag,
    access: access.public,
    summary: 'Makbuz doğrulama (herkese açık): doğrulama kodu ile',
    request: BaseRequest.extend({
      code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{10}$/, 'Doğrulama kodu 10 harf ve rakamdan oluşur.'),
    }),
    response: ReceiptCheck,
  }),
};
