import { isValidIban } from '../validators.js';

/** A Turkish IBAN as typed ("TR12 0001 0…", lower case, spaces) in its stored form: upper case, no spaces. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Why an IBAN cannot be used, in Turkish; null when it is a well-formed Turkish IBAN. */
export function ibanProblem(value: string): string | null {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return 'IBAN "TR" ile başlamalı ve ardından 24 rakam gelmelidir (toplam 26 karakter).';
  if (!isValidIban(iban)) return 'IBAN doğrulanamadı: kontrol basamakları tutmuyor. Lütfen numarayı kontrol ediniz.';
  return null;
}

/** The 5-digit bank code of a Turkish IBAN: characters 5–9 (TRkk BBBBB 0 …). */
export const ibanBankCode = (iban: string) => normalizeIban(iban).slice(4, 9);

/** The bank's 4-digit EFT code, the key of the bank list: the IBAN's bank code without its leading digit. */
export const eftCodeOfIban = (iban: string) => ibanBankCode(iban).slice(1);

/** The bank of an IBAN among `banks` (RetrieveBanksWithoutAuthorization), matched by the IBAN bank code. */
export function bankOfIban<B extends { IbanBankCode: string }>(iban: string, banks: readonly B[]): B | undefined {
  const code = ibanBankCode(iban);
  return banks.find((b) => b.IbanBankCode === code);
}

/** "TR12 0001 0000 …": groups of four, as printed on a bank's IBAN letter. */
export const formatIban = (iban: string) =>
  normalizeIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * "TR12 **** **** **** **** **34 56": the country and check digits and the last four, each hidden character
 * kept in place, so the masked IBAN has the IBAN's length and grouping.
 */
export function maskIban(iban: string): string {
  const raw = normalizeIban(iban);
  const masked = `${raw.slice(0, 4)}${'*'.repeat(Math.max(0, raw.length - 8))}${raw.slice(-4)}`;
  return formatIban(masked);
}

/** A valid IBAN for a bank code and account digits, with its two check digits computed (demo data, tests). */
export function ibanFor(bankCode5: string, account16: string): string {
  const bban = `${bankCode5}0${account16}`;
  // Check digits: 98 − (BBAN + "TR00" as digits) mod 97; T = 29, R = 27.
  let rem = 0;
  for (const ch of `${bban}292700`) rem = (rem * 10 + Number(ch)) % 97;
  return `TR${String(98 - rem).padStart(2, '0')}${bban}`;
}
