/**
 * What the handset shows and how many messages the operator bills, for the data coding a send asked for
 * (3GPP TS 23.038): the gateway encodes each character into its table, and one it cannot carry arrives as "?".
 */
export type DataCoding = 'gsm7' | 'turkish' | 'ucs2';

/** The default alphabet and the Turkish locking shift table, septet by septet (0x1B is the escape). */
const TABLES: Record<'gsm7' | 'turkish', string> = {
  gsm7:
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  turkish:
    '@£$¥€éùıòÇ\nĞğ\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bŞşßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    'İABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§çabcdefghijklmnopqrstuvwxyzäöñüà',
};
/** The default extension table, reached by the escape: form feed ^ { } \ [ ~ ] | €. */
const ESCAPED = '\f^{}\\[~]|€';

/** Without encoding=TR NetGSM sends Turkish letters as their Latin neighbours ("Türkçe karakter içermeden"). */
const WITHOUT_TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'I', ş: 's', Ş: 'S', Ğ: 'G' };

/** Octets of user data in one message, and the header each coding spends when the text needs several. */
const USER_DATA_BITS = 140 * 8;
const HEADER_OCTETS = { concatenation: 6, languageShift: 3 } as const;

/** Characters (septets, or UTF-16 units) a message holds, with the user data header it carries. */
function capacity(coding: DataCoding, concatenated: boolean): number {
  const headerOctets =
    (concatenated ? HEADER_OCTETS.concatenation : 0) + (coding === 'turkish' ? HEADER_OCTETS.languageShift : 0);
  // A header of 6 octets includes its own length octet; alone the shift announcement needs one too.
  const octets = headerOctets === 0 ? 0 : concatenated ? headerOctets : headerOctets + 1;
  if (coding === 'ucs2') return Math.floor((USER_DATA_BITS - octets * 8) / 16);
  return Math.floor((USER_DATA_BITS - Math.ceil((octets * 8) / 7) * 7) / 7);
}

export interface Delivered {
  /** The text as the handset shows it. */
  text: string;
  /** Messages billed. */
  parts: number;
}

/** Encodes `text` as the gateway would for `coding`: what arrives, and in how many messages. */
export function deliver(text: string, coding: DataCoding): Delivered {
  // Each character as it arrives, with what it costs.
  const units: Array<[string, number]> = [];
  for (const char of text) {
    if (coding === 'ucs2') {
      units.push([char, char.length]);
      continue;
    }
    const shown = coding === 'gsm7' ? (WITHOUT_TURKISH[char] ?? char) : char;
    if (shown !== '\u001b' && TABLES[coding].includes(shown)) units.push([shown, 1]);
    else if (ESCAPED.includes(shown)) units.push([shown, 2]);
    else units.push(['?', 1]);
  }
  const total = units.reduce((sum, [, n]) => sum + n, 0);
  const shown = units.map(([c]) => c).join('');
  if (total <= capacity(coding, false)) return { text: shown, parts: total ? 1 : 0 };
  const room = capacity(coding, true);
  let parts = 1;
  let filled = 0;
  for (const [, n] of units) {
    // An escape and its character, or a surrogate pair, stay in one message.
    if (filled + n > room) {
      parts++;
      filled = 0;
    }
    filled += n;
  }
  return { text: shown, parts };
}
