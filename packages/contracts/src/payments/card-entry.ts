/**
 * Where the card number travels, per bank model; each one is a PCI DSS scope (ADR 0006).
 * - BANK_PAGE: the bank's own page takes the card (EstV3 3D Pay Hosting and 3D Host, PayFlex Common Payment):
 *   SAQ A. Every bank's default.
 * - DIRECT_TO_BANK: our page takes it and the browser posts it straight to the bank's gate with our signed
 *   form (EstV3 3D, 3D Pay): SAQ A-EP. The card never reaches our API.
 * - THROUGH_SERVER: the card goes to our API, which asks the bank's MPI about it (PayFlex 3D, only when the
 *   settings choose it): SAQ D.
 */
export const CardEntries = ['BANK_PAGE', 'DIRECT_TO_BANK', 'THROUGH_SERVER'] as const;
export type CardEntry = (typeof CardEntries)[number];

export function cardEntryOf(protocol: 'estv3' | 'payflex', storeType: string): CardEntry {
  if (storeType === '3d_pay_hosting' || storeType === '3d_host') return 'BANK_PAGE';
  return protocol === 'payflex' ? 'THROUGH_SERVER' : 'DIRECT_TO_BANK';
}

/** The card as our page collects it. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits (2030) or two (30). */
  expYear: number;
  cvv: string;
}

/**
 * The EstV3 gate's card fields, which the browser adds to the server's signed form (the ver3 hash leaves them
 * out, so the server never needs them).
 */
export function estV3CardFields(card: CardDetails): Record<string, string> {
  return {
    pan: card.number.replace(/[\s-]/g, ''),
    Ecom_Payment_Card_ExpDate_Month: String(card.expMonth).padStart(2, '0'),
    Ecom_Payment_Card_ExpDate_Year: String(card.expYear % 100).padStart(2, '0'),
    cv2: card.cvv,
  };
}
