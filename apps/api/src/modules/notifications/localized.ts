import { LANGUAGES, type Language } from '@e-belediye/contracts/languages';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One message in every language the portal speaks; the sender picks the member's. */
export type Localized = Readonly<Record<Language, string>>;
/** What a sender hands to the outbox: a message in every language, or one text for everyone. */
export type MessageText = string | Localized;

type Template = string | ((...args: never[]) => string);
/** A template's arguments may themselves be messages in every language (a sentence put into another). */
type Args<A> = { [I in keyof A]: A[I] extends string ? A[I] | Localized : A[I] };
type Localize<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: Args<A>) => Localized : Localized;
};

const ALL = Object.keys(LANGUAGES) as Language[];

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  ALL.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');

/** The text a member reading `language` gets. */
export const textIn = (text: MessageText, language: Language): string =>
  typeof text === 'string' ? text : text[language];

/**
 * One template set written in every language: the Turkish set is the shape, and the others must have each of its
 * keys with the same arguments (a missing one does not compile). Calling a template gives the message in all of
 * them, so the choice of language waits until the recipient is known.
 */
export function localized<T extends Record<string, Template>>(
  sets: { tr: T } & Record<Exclude<Language, 'tr'>, NoInfer<T>>,
): Localize<T> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(sets.tr)) {
    const inEach = (pick: (set: T, language: Language) => string) =>
      Object.fromEntries(ALL.map((l) => [l, pick(sets[l] as T, l)])) as Localized;
    out[key] =
      typeof sets.tr[key] === 'string'
        ? inEach((set) => set[key] as string)
        : (...args: unknown[]) =>
            inEach((set, l) =>
              (set[key] as (...a: unknown[]) => string)(...args.map((a) => (isLocalized(a) ? a[l] : a))),
            );
  }
  return out as Localize<T>;
}

/**
 * The language each registry's member chose, read once for a batch of messages: Turkish for a registry with no
 * member (a payer without an account) or none given.
 */
export async function languagesOf(
  db: Kysely<DB> | Transaction<DB>,
  registryOids: readonly (number | null | undefined)[],
): Promise<(registryOid: number | null | undefined) => Language> {
  const oids = [...new Set(registryOids.filter((o): o is number => typeof o === 'number'))];
  const rows = oids.length
    ? await db.selectFrom('member').select(['registry_oid', 'language']).where('registry_oid', 'in', oids).execute()
    : [];
  const known = new Map(rows.map((r) => [r.registry_oid, r.language]));
  return (registryOid) => (registryOid == null ? undefined : known.get(registryOid)) ?? 'tr';
}
