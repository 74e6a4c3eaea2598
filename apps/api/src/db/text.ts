import { foldTr } from '@e-belediye/contracts/format';
import { type RawBuilder, sql } from 'kysely';

export { foldTr };

/** The same folding in SQL, independent of the database's collation (PGlite runs with the C locale). */
function foldSql(column: string): RawBuilder<string> {
  return sql<string>`translate(lower(translate(${sql.ref(column)}, 'İIĞÜŞÖÇÂÎÛ', 'iığüşöçâîû')), 'çğıöşüâîû', 'cgiosuaiu')`;
}

/** A LIKE pattern for "contains", with the citizen's own wildcards taken literally. */
const containsPattern = (text: string) => `%${foldTr(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `text`, Turkish-insensitively. */
export function containsTr(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${foldSql(column)} like ${containsPattern(text)}`;
}

/** The same, for a column that already holds folded text (resolution.search_text). */
export function foldedContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${containsPattern(text)}`;
}

/**
 * Turkish alphabetical order for ORDER BY ("Bağlar" before "Bayraktar", "Kıbrıs" before "Köroğlu", "Çanakkale" before
 * "Zambak"), the same on PGlite and PostgreSQL: the tr_order key of migration 0022, compared byte by byte.
 */
export function orderTr(column: string): RawBuilder<string> {
  return sql<string>`tr_order(${sql.ref(column)}) collate "C"`;
}

/** A street as it is written (`streetLabel` of the contracts): the type once, "2355. Sokak", never "Sokak Sokak". */
export function streetNameSql(alias: string): RawBuilder<string> {
  const name = sql.ref(`${alias}.name`);
  const type = sql.ref(`${alias}.type_name`);
  return sql<string>`case when ${type} = '' or right(${name}, length(${type})) = ${type} then ${name} else ${name} || ' ' || ${type} end`;
}
