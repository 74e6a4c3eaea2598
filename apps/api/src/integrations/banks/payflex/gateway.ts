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
import { payFlexPaymentForm } from './enrollment.js';
import { payFlexProvision } from './provision.js';
import { payFlexStatus } from './search.js';

/** PayFlex MPI + VPOS V4: Vakıfbank, and Ziraat's second infrastructure. 3D model only. */
export class PayFlexGateway implements BankGateway {
  constructor(readonly config: BankConfig) {}

  /** Calls the bank (enrollment) before it can answer; may throw BankDeclinedError (card not enrolled …). */
  paymentForm(order: PaymentOrder, card?: Card | CardFromBrowser): Promise<BrowserForm> {
    // The MPI's enrollment asks about the card itself: the browser cannot add it later.
    return payFlexPaymentForm(this.config, order, typeof card === 'object' ? card : undefined);
  }

  verifyCallback(fields: Record<string, string>, expected: ExpectedReturn): CallbackVerdict {
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
