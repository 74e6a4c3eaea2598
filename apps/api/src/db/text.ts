import { type RawBuilder, sql } from 'kysely';

/** Folds Turkish text to lower-case ASCII so "sukru" finds "Şükrü" and "ISTIKLAL" finds "İstiklal". */
export function foldTr(text: string): string {
  return text.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (c) => 'cgiosuaiu'['çğıöşüâîû'.indexOf(c)]);
}

/** The same folding in SQL, independent of the database's collation (PGlite runs with the C locale). */
function foldSql(column: string): RawBuilder<string> {
  return sql<string>`translate(lower(translate(${sql.ref(column)}, 'İIĞÜŞÖÇÂÎÛ', 'iığüşöçâîû')), 'çğıöşüâîû', 'cgiosuaiu')`;
}

/** `column` contains `text`, Turkish-insensitively; LIKE wildcards in the citizen's text are taken literally. */
export function containsTr(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${foldTr(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${foldSql(column)} like ${pattern}`;
}
