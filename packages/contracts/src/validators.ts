/** Turkish identity and banking validators (algorithms: domain notes, "Identity"). */

const digitsOf = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0) - 48);

/** T.C. Kimlik No: 11 digits, first not 0, two check digits. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  if (d10 !== d[9]) return false;
  const d11 = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d11 === d[10];
}

/** Vergi Kimlik No: 10 digits with the Revenue Administration checksum. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  return vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** Check digit of a VKN from its first nine digits. */
export function vknCheckDigit(first9: string): number {
  const d = digitsOf(first9);
  let sum = 0;
  for (let i = 1; i <= 9; i++) {
    const t = (d[i - 1] + 10 - i) % 10;
    let p = (t * 2 ** (10 - i)) % 9;
    if (t !== 0 && p === 0) p = 9;
    sum += p;
  }
  return (10 - (sum % 10)) % 10;
}

/** Check digits d10 and d11 of a TCKN from its first nine digits. */
export function tcknCheckDigits(first9: string): string {
  const d = digitsOf(first9);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${d10}${d11}`;
}

/** A national ID (TCKN) or a tax number (VKN). */
export function isValidIdentityNumber(value: string): boolean {
  return value.length === 11 ? isValidTckn(value) : isValidVkn(value);
}

/** Turkish IBAN: TR + 24 digits, ISO 13616 mod-97. Spaces are ignored. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = Array.from(rearranged, (c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return rem === 1;
}

/** Mobile phone digits without formatting: "(532) 123 45 67", "0532…", "+90532…" all become "5321234567". */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Turkish mobile: 10 digits starting with 5. */
export function isValidMobile(value: string): boolean {
  return /^5\d{9}$/.test(normalizeMobile(value));
}

/** The spec's mask (###) ### ## ##. */
export function formatMobile(value: string): string {
  const d = normalizeMobile(value);
  if (d.length !== 10) return value;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}

/** Masks an identity number as citizens see it on receipts: 123******90. */
export function maskIdentityNumber(value: string): string {
  if (value.length < 5) return '*'.repeat(value.length);
  return value.slice(0, 3) + '*'.repeat(value.length - 5) + value.slice(-2);
}

/** Masks a phone: (5**) *** ** 67. */
export function maskMobile(value: string): string {
  const d = normalizeMobile(value);
  if (d.length !== 10) return '*'.repeat(value.length);
  return `(5**) *** ** ${d.slice(8)}`;
}
