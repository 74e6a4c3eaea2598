import { luhnValid } from '@e-belediye/contracts/payments';

/**
 * Bank texts can echo what we sent (PayFlex callbacks even return the full Pan), so anything that looks like a
 * card number is cut to first 6 / last 4 before it can reach a log, an error or a citizen. Only Luhn-valid runs
 * of 13–19 digits are touched, so 12-digit bank references (Rrn, HostRefNum) survive.
 */
export function maskCardNumbers(text: string): string {
  return text.replace(/\d(?:[ -]?\d){12,18}/g, (run) => {
    const digits = run.replace(/\D/g, '');
    return luhnValid(digits) ? `${digits.slice(0, 6)}******${digits.slice(-4)}` : run;
  });
}

/** A bank message fit to show or log: masked, single line, bounded. */
export function bankText(text: string | undefined): string {
  return maskCardNumbers((text ?? '').replace(/\s+/g, ' ').trim()).slice(0, 200);
}

/** Fields that carry card or authentication data and must never leave this module in `raw`. */
const SECRET_FIELDS = new Set([
  'pan',
  'number',
  'cvv',
  'cvv2',
  'cv2',
  'cvv2val',
  'cavv',
  'cavv_3d',
  'payerauthenticationcode',
  'expiry',
  'expirydate',
  'expires',
  'ecom_payment_card_expdate_month',
  'ecom_payment_card_expdate_year',
  'password',
  'merchantpassword',
]);

/** Flattened bank fields for StatusResult.raw: secret fields dropped, card-like numbers masked. */
export function safeRaw(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    // Flattened names carry their parent ("Extra.CAVV_3D"); the last part names the field.
    const lower = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    // A bank-masked PAN ("4546 71** **** 7894") helps support; anything else in these fields goes.
    const maskedPan = (lower === 'pan' || lower === 'maskedpan') && value.includes('*');
    if (SECRET_FIELDS.has(lower) && !maskedPan) continue;
    out[key] = maskCardNumbers(value);
  }
  return out;
}

/**
 * When we hold the card, also blank its exact number and a standalone CVV in a bank text: a CVV is too short
 * for any pattern to catch, and a bank echoing our request in its error detail is not unheard of.
 */
export function scrubCard(text: string | undefined, card: { number: string; cvv: string }): string {
  let out = text ?? '';
  if (card.number) out = out.split(card.number).join('****');
  if (/^\d{3,4}$/.test(card.cvv)) out = out.replace(new RegExp(`(?<!\\d)${card.cvv}(?!\\d)`, 'g'), '***');
  return out;
}
