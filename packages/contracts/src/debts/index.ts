import { z } from 'zod';
import { access, BaseRequest, defineCall, IsoDate, NumericCode, Year } from '../common.js';

const Kurus = z.int();

export const Debt = z.object({
  AccrualOid: z.int(),
  RevenueCode: z.int(),
  RevenueName: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  Description: z.string(),
  SubscriberNo: z.string().nullable(),
  /** What is still owed of the principal. */
  PrincipalKurus: Kurus,
  LateFeeKurus: Kurus,
  TotalKurus: Kurus,
  IsOverdue: z.boolean(),
  /** An objection to it is open ("itirazlı"): it may be paid, but no plan takes it and oldest-first skips it. */
  UnderObjection: z.boolean().optional(),
});
export type Debt = z.infer<typeof Debt>;

export const CollectedLine = z.object({ Description: z.string(), PrincipalKurus: Kurus, LateFeeKurus: Kurus });
export const Collected = z.object({
  CollectionOid: z.int(),
  ReceiptNo: z.string(),
  CollectedAt: z.string(),
  CollectionTypeName: z.string(),
  Channel: z.string(),
  TotalKurus: Kurus,
  Lines: z.array(CollectedLine),
});
export type Collected = z.infer<typeof Collected>;

export const Accrument = z.object({
  AccrualOid: z.int(),
  RevenueCode: z.int(),
  RevenueName: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  Description: z.string(),
  SubscriberNo: z.string().nullable(),
  /** As accrued (tahakkuk), before any payment. */
  AccruedKurus: Kurus,
  PaidKurus: Kurus,
  RemainingKurus: Kurus,
  Status: z.enum(['OPEN', 'PARTIAL', 'PAID']),
});
export type Accrument = z.infer<typeof Accrument>;

const tag = 'debts';
export const debtCalls = {
  GetDebtListWithRevenueCode: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin ve su aboneliklerinin açık borçları, gecikme zammıyla (vade sırasıyla)',
    request: BaseRequest.extend({
      delayFineCalculationDate: IsoDate.optional(),
      revenueCode: NumericCode.optional(),
    }),
    response: z.array(Debt),
  }),
  GetDebtListWithFeeCodes: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin seçilen gelir türlerindeki açık borçları, gecikme zammıyla',
    request: BaseRequest.extend({
      feeCodes: z.array(NumericCode).min(1, 'En az bir gelir türü seçiniz.').max(50),
      delayFineCalculationDate: IsoDate.optional(),
    }),
    response: z.array(Debt),
  }),
  GetAccrumentListForEMunicipality: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin tahakkukları (ödenmişler dahil), yıl süzgeciyle',
    request: BaseRequest.extend({ year: Year.optional() }),
    response: z.array(Accrument),
  }),
  GetCollectedList: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin ödeme geçmişi (en yeni önce, en çok 200)',
    request: BaseRequest.extend({ year: Year.optional() }),
    response: z.array(Collected),
  }),
};
