import {
  isNumberFilter,
  maskedSearchAllowed,
  RegistrySearchLimits,
  RegistrySearchMessages,
} from '@e-belediye/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { containsTr } from '../../db/text.js';
import { countUses } from '../../db/useCount.js';
import { invalid, tooMany } from '../../http/errors.js';

/**
 * Searching registries, for the office desk and the channels alike (ADR 0028). Where the rows come masked, a
 * number matches only whole: a prefix would give the hidden digits back one call at a time.
 */

/** Registries with the district of their street, as every registry search reads them. */
export const registryRows = (db: Kysely<DB>) =>
  db
    .selectFrom('registry as r')
    .leftJoin('street as s', 's.code', 'r.street_code')
    .leftJoin('district as d', 'd.code', 's.district_code');
type RegistryRows = ReturnType<typeof registryRows>;

export interface RegistrySearch {
  filter?: string;
  districtCode?: string;
  birthYear?: number;
}

interface Matching {
  /** The T.C./VKN may be given by its start: only for a reader who sees it unmasked anyway. */
  prefix: boolean;
  /** A number may also be the registry number. */
  registryNo: boolean;
}

/** The rows a search names: a number (T.C./VKN, registry number), or every word in the name or surname. */
export function matchRegistries<Q extends RegistryRows>(q: Q, search: RegistrySearch, how: Matching): Q {
  let out = q;
  const text = search.filter?.trim();
  if (text && isNumberFilter(text)) {
    out = out.where((eb) => {
      const pid = how.prefix && /^\d+$/.test(text) ? eb('r.pid_no', 'like', `${text}%`) : eb('r.pid_no', '=', text);
      return how.registryNo ? eb.or([pid, eb('r.registry_no', 'in', [text, text.toUpperCase()])]) : pid;
    }) as Q;
  } else if (text) {
    for (const word of text.split(/\s+/)) {
      out = out.where((eb) => eb.or([containsTr('r.name', word), containsTr('r.surname', word)])) as Q;
    }
  }
  if (search.districtCode) out = out.where('d.code', '=', search.districtCode) as Q;
  if (search.birthYear !== undefined) {
    out = out.where(sql<boolean>`extract(year from r.birth_date) = ${search.birthYear}`) as Q;
  }
  return out;
}

/** A name alone is refused where rows come masked: it would list namesakes with where they live. */
export function assertMaskedSearch(search: RegistrySearch & { filter: string }): void {
  if (!maskedSearchAllowed(search)) throw invalid(RegistrySearchMessages.nameNeedsMore);
}

/** Masked, a row names its district only when the search already did, or named the whole number. */
export const districtShown = (search: RegistrySearch, unmasked: boolean) =>
  unmasked || Boolean(search.districtCode) || isNumberFilter(search.filter ?? '');

/**
 * One more registry search by `subject` (`staff:<oid>`, `channel:<oid>`), counted in the database for every
 * instance; over the minute's or the hour's limit a 429.
 */
export async function countRegistrySearch(database: Database, subject: string): Promise<void> {
  const n = await countUses(database, `registry-search:${subject}`, 1, ['minute', 'hour']);
  if (n.minute > RegistrySearchLimits.perMinute || n.hour > RegistrySearchLimits.perHour) {
    throw tooMany(RegistrySearchMessages.tooMany);
  }
}
