import { z } from 'zod';
import { access, type CallDef, defineCall, Oid } from '../common.js';
import { BankCode, BrowserForm, CardInput, OnlinePayment, OrderNo } from '../payments/index.js';
import { MemberToken } from './member.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

/**
 * BankaApi: a kiosk or the app starts a 3-D Secure card payment for a signed-in member's debts and reads its
 * outcome. The bank returns to the municipality's own callback, which records the payment exactly once; a
 * channel names no return address of its own and follows the order with GetPaymentOutcome.
 */
export const bankChannelCalls = {
  StartThreeDPayment: defineCall({
    tag: CHANNEL_TAGS.banka,
    access: access.channel('banka'),
    summary:
      'Üyenin seçtiği borçlar için sipariş açar (tutarı sunucu hesaplar, borçlar kilitlenir) ve bankanın 3D formunu döner',
    request: ChannelRequest.extend({
      memberToken: MemberToken,
      accrualOids: z.array(Oid).min(1, 'Ödenecek en az bir borç seçiniz.').max(500),
      bankCode: BankCode.optional(),
      card: CardInput.optional(),
    }),
    response: z.object({ Payment: OnlinePayment, Form: BrowserForm }),
  }),
  GetPaymentOutcome: defineCall({
    tag: CHANNEL_TAGS.banka,
    access: access.channel('banka'),
    summary: 'Kanalın başlattığı bir kartlı ödemenin durumu, makbuz numarası ve doğrulama kodu',
    request: ChannelRequest.extend({ orderNo: OrderNo }),
    response: z.object({
      OrderNo: z.string(),
      Status: OnlinePayment.shape.Status,
      AmountKurus: z.int(),
      Reason: z.string().nullable(),
      ReceiptNo: z.string().nullable(),
      VerificationCode: z.string().nullable(),
      CollectedAt: z.string().nullable(),
    }),
  }),
} satisfies Record<string, CallDef>;
