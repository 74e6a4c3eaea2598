/**
 * Which alphabet an SMS travels in, and how many messages it costs (3GPP TS 23.038 / 23.040).
 *
 * - GSM-7: the default alphabet, 160 characters in one message, 153 a part when concatenated; the extension
 *   characters (€ [ ] { } ~ ^ | \ and form feed) take two.
 * - Turkish: the Turkish national locking shift table, which trades eight rarely used letters of the default
 *   alphabet (è ì Ø ø Æ æ ¡ ¿) for ç ğ ı İ ş Ş Ğ and €. Announcing the table costs the header three octets: 155
 *   characters in one message, 149 a part. This is what Turkish operators bill and NetGSM's `encoding: "TR"` asks for.
 * - UCS-2: anything else (Arabic, an emoji, a typographic quote): 70 UTF-16 units in one message, 67 a part.
 */
export type SmsAlphabet = 'GSM7' | 'TURKISH' | 'UCS2';

const DEFAULT_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿' +
  'abcdefghijklmnopqrstuvwxyzäöñüà';
/** Reached through the escape septet, in either table: two septets each. */
const EXTENSION = new Set('\f^{}\\[~]|€');
const DEFAULT = new Set(DEFAULT_TABLE);
const LOST_IN_TURKISH = new Set('èìØøÆæ¡¿');
const TURKISH = new Set([...[...DEFAULT].filter((c) => !LOST_IN_TURKISH.has(c)), ...'€ıĞğŞşİç']);

/** Characters in one message, and in each part of a concatenated one. */
export const SEGMENT_SIZES: Record<SmsAlphabet, { single: number; part: number }> = {
  GSM7: { single: 160, part: 153 },
  TURKISH: { single: 155, part: 149 },
  UCS2: { single: 70, part: 67 },
};

/** What one character costs in `alphabet` (septets, or UTF-16 units in UCS-2); undefined when it cannot carry it. */
function cost(char: string, alphabet: SmsAlphabet): number | undefined {
  if (alphabet === 'UCS2') return char.length;
  const base = alphabet === 'GSM7' ? DEFAULT : TURKISH;
  if (base.has(char)) return 1;
  return EXTENSION.has(char) ? 2 : undefined;
}

/** The cheapest alphabet that carries every character of `text` as written. */
export function alphabetOf(text: string): SmsAlphabet {
  const chars = [...text];
  if (chars.every((c) => cost(c, 'GSM7') !== undefined)) return 'GSM7';
  if (chars.every((c) => cost(c, 'TURKISH') !== undefined)) return 'TURKISH';
  return 'UCS2';
}

export interface SmsSize {
  alphabet: SmsAlphabet;
  /** Septets (or UTF-16 units) the text takes. */
  units: number;
  /** Messages the operator delivers and bills: an escape pair or a surrogate pair is never split between two. */
  parts: number;
}

/** How `text` travels: its alphabet, length and number of messages. */
export function smsSize(text: string): SmsSize {
  const alphabet = alphabetOf(text);
  const costs = [...text].map((c) => cost(c, alphabet) ?? 1);
  const units = costs.reduce((a, b) => a + b, 0);
  const { single, part } = SEGMENT_SIZES[alphabet];
  if (units <= single) return { alphabet, units, parts: units === 0 ? 0 : 1 };
  let parts = 1;
  let used = 0;
  for (const c of costs) {
    if (used + c > part) {
      parts += 1;
      used = 0;
    }
    used += c;
  }
  return { alphabet, units, parts };
}
