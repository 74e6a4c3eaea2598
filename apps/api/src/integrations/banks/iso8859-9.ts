/**
 * ISO-8859-9 (Latin-5), the charset of NestPay's CC5Request/CC5Response. Node can decode it only through ICU
 * and cannot encode it at all, and it is Latin-1 with six Turkish letters swapped in, so a table is enough.
 */
const TURKISH: ReadonlyArray<readonly [number, string]> = [
  [0xd0, 'Ğ'],
  [0xdd, 'İ'],
  [0xde, 'Ş'],
  [0xf0, 'ğ'],
  [0xfd, 'ı'],
  [0xfe, 'ş'],
];
const BYTE_TO_CHAR = new Map<number, string>(TURKISH);
const CHAR_TO_BYTE = new Map<string, number>(TURKISH.map(([byte, char]) => [char, byte]));

export function decodeIso88599(bytes: Uint8Array): string {
  const chars: string[] = [];
  for (const byte of bytes) chars.push(BYTE_TO_CHAR.get(byte) ?? String.fromCharCode(byte));
  return chars.join('');
}

/** Byte for a character, or undefined when Latin-5 has none (including the Latin-1 letters it replaced). */
function byteOf(char: string): number | undefined {
  const turkish = CHAR_TO_BYTE.get(char);
  if (turkish !== undefined) return turkish;
  const code = char.codePointAt(0) ?? 0;
  return code < 0x100 && !BYTE_TO_CHAR.has(code) ? code : undefined;
}

/**
 * Encodes text; a character Latin-5 lacks goes through `unmappable` (for XML: a character reference),
 * so nothing is silently turned into "?".
 */
export function encodeIso88599(text: string, unmappable: (codePoint: number) => string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char);
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    for (const c of unmappable(char.codePointAt(0) ?? 0)) {
      const b = byteOf(c);
      if (b === undefined) throw new RangeError('replacement is not ISO-8859-9');
      bytes.push(b);
    }
  }
  return Buffer.from(bytes);
}
