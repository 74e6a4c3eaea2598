import type {
  AuthenticatedCallback,
  BankConfig,
  BankGateway,
  BrowserForm,
  CallbackVerdict,
  Card,
  CardFromBrowser,
  ExpectedReturn,
  PaymentOrder,
  ProvisionResult,
  StatusResult,
} from '../types.js';
import { verifyPayFlexCallback } from './callback.js';
import { commonPaymentForm, verifyCommonPaymentReturn } from './common-payment.js';
import { payFlexPaymentForm } from './enrollment.js';
import { payFlexProvision } from './provision.js';
import { payFlexStatus } from './search.js';

/**
 * PayFlex V4: Vakıfbank, and Ziraat's second infrastructure. storeType 3d_pay_hosting is the bank's Common
 * Payment page (the card never reaches us); 3d is MPI + VPOS, where the card passes through our server.
 */
export class PayFlexGateway implements BankGateway {
  private readonly hosted: boolean;

  constructor(readonly config: BankConfig) {
    this.hosted = config.storeType === '3d_pay_hosting';
  }

  /** Calls the bank (registration or enrollment) before it can answer; may throw BankDeclinedError. */
  paymentForm(order: PaymentOrder, card?: Card | CardFromBrowser): Promise<BrowserForm> {
    if (this.hosted) {
      if (card) throw new Error('PayFlex Common Payment: the bank collects the card, do not pass it');
      return commonPaymentForm(this.config, order);
    }
    // The MPI's enrollment asks about the card itself: the browser cannot add it later.
    return payFlexPaymentForm(this.config, order, typeof card === 'object' ? card : undefined);
  }

  verifyCallback(fields: Record<string, string>, expected: ExpectedReturn): CallbackVerdict {
    if (this.hosted) return verifyCommonPaymentReturn(fields, expected);
    return verifyPayFlexCallback(this.config, fields, expected);
  }

  /** Needs the same card again: the caller keeps it in memory between paymentForm and here, nowhere else. */
  provision(order: PaymentOrder, auth: AuthenticatedCallback, card?: Card): Promise<ProvisionResult> {
    return payFlexProvision(this.config, order, auth, card);
  }

  queryStatus(orderNo: string): Promise<StatusResult> {
    return payFlexStatus(this.config, orderNo);
  }
}
