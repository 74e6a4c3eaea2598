import { bankText } from './sanitize.js';

/**
 * The bank (or our own card checks) refused before a payment could start, e.g. the card is not enrolled in
 * 3-D Secure. Unlike IntegrationError the bank did answer, so the citizen can act on `reason` (Turkish).
 * Never carries card data: reasons are fixed texts and the bank's own text is masked and kept apart for logs.
 */
export class BankDeclinedError extends Error {
  readonly bankMessage?: string;

  constructor(
    readonly reason: string,
    readonly bankCode?: string,
    bankMessage?: string,
  ) {
    super(reason);
    this.name = 'BankDeclinedError';
    this.bankMessage = bankText(bankMessage) || undefined;
  }
}
