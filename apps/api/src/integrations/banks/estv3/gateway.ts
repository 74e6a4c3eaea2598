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
import { verifyEstV3Callback } from './callback.js';
import { estV3PaymentForm } from './form.js';
import { estV3Provision } from './provision.js';
import { estV3Status } from './status.js';

/** Payten/Asseco EstV3 ("NestPay"): Ziraat (sanalpos2), İşbank, Halkbank. */
export class EstV3Gateway implements BankGateway {
  constructor(readonly config: BankConfig) {}

  async paymentForm(order: PaymentOrder, card?: Card | CardFromBrowser): Promise<BrowserForm> {
    return estV3PaymentForm(this.config, order, card);
  }

  verifyCallback(fields: Record<string, string>, expected: ExpectedReturn): CallbackVerdict {
    return verifyEstV3Callback(this.config, fields, expected);
  }

  /** The card is not needed: the bank identifies the authenticated card by md. */
  provision(order: PaymentOrder, auth: AuthenticatedCallback, _card?: Card): Promise<ProvisionResult> {
    return estV3Provision(this.config, order, auth);
  }

  queryStatus(orderNo: string): Promise<StatusResult> {
    return estV3Status(this.config, orderNo);
  }
}
