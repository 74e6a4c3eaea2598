import { z } from 'zod';
import { Code } from '../common.js';

/**
 * Finding a registry where the answer comes masked (the office without `members.personal`, every channel): a
 * number matches only whole, a name needs a second criterion, and searches are counted per staff account and per
 * channel key (ADR 0028). A prefix search against masked rows gives the hidden digits back one by one.
 */
export const RegistrySearchLimits = { perMinute: 30, perHour: 300 } as const;

export const RegistrySearchMessages = {
  nameNeedsMore:
    'Adla ararken mahalleyi ya da doğum yılını da seçiniz; ya da T.C. Kimlik No, Vergi No veya sicil numarasının tamamını yazınız.',
  tooMany: 'Kısa sürede çok fazla sicil araması yapıldı. Lütfen biraz bekleyip tekrar deneyiniz.',
} as const;

/** A filter that names a number (T.C., VKN, registry number) rather than a name: one word with a digit in it. */
export const isNumberFilter = (filter: string) => /^\S*\d\S*$/.test(filter.trim());

/** The extra criteria of a name search: the registry's district (mahalle) and the person's year of birth. */
export const RegistrySearchCriteria = {
  districtCode: Code.optional(),
  birthYear: z.int('Doğum yılını 4 haneli yazınız.').min(1900, 'Doğum yılı 1900’den önce olamaz.').max(2100).optional(),
};

/** Whether a search may run on masked rows: a number (matched whole), or a name with a district or birth year. */
export const maskedSearchAllowed = (s: { filter: string; districtCode?: string; birthYear?: number }) =>
  isNumberFilter(s.filter) || Boolean(s.districtCode) || s.birthYear !== undefined;
