import { type PaymentBankCode, PaymentBanks, type PaymentChannel } from '@e-belediye/contracts/payments';

/**
 * What the payer chose to pay, carried from the debt pages to the bank window and kept across the bank's round
 * trip (the bank brings the browser back with a full page load). Never any card data.
 */
export interface PaymentSelection {
  AccrualOids: number[];
  Channel: PaymentChannel;
  /** Fast and matrimony payments: the signed token of the verified lookup. */
  PaymentToken?: string;
  BankCode?: PaymentBankCode;
}

export const SELECTION_KEY = 'paymentSelection';

const CHANNELS: readonly string[] = ['DEBT', 'FAST', 'MATRIMONY'];

export function saveSelection(selection: PaymentSelection): void {
  const { AccrualOids, Channel, PaymentToken, BankCode } = selection;
  sessionStorage.setItem(SELECTION_KEY, JSON.stringify({ AccrualOids, Channel, PaymentToken, BankCode }));
}

/** The stored selection, or null when there is none or it is not one we wrote. */
export function readSelection(): PaymentSelection | null {
  try {
    const raw = sessionStorage.getItem(SELECTION_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PaymentSelection>) : null;
    if (!value || !Array.isArray(value.AccrualOids) || !CHANNELS.includes(String(value.Channel))) return null;
    const oids = value.AccrualOids.filter((oid) => Number.isSafeInteger(oid) && oid > 0);
    if (oids.length === 0) return null;
    return {
      AccrualOids: oids,
      Channel: value.Channel as PaymentChannel,
      PaymentToken: typeof value.PaymentToken === 'string' ? value.PaymentToken : undefined,
      BankCode: value.BankCode && value.BankCode in PaymentBanks ? value.BankCode : undefined,
    };
  } catch {
    return null;
  }
}

export function clearSelection(): void {
  sessionStorage.removeItem(SELECTION_KEY);
}

/** Where a payer of this channel picks debts again. */
export const channelHome: Record<PaymentChannel, string> = {
  DEBT: '/DebtQuestioning',
  FAST: '/FastPayment',
  MATRIMONY: '/FastPaymentForMatrimony',
};
