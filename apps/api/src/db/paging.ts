import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

export interface PageInput {
  page: number;
  pageSize: number;
  sortDir: 'asc' | 'desc';
}

/**
 * Runs a filtered query as one page plus the total count; `order` lists the columns to sort by, in priority — a
 * column name, or an expression such as `orderTr('s.name')` for Turkish alphabetical order.
 */
export async function fetchPage<QDB, TB extends keyof QDB, O>(
  query: SelectQueryBuilder<QDB, TB, O>,
  input: PageInput,
  order: Array<string | RawBuilder<unknown>>,
): Promise<{ rows: O[]; total: number }> {
  const countRow = await query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
  const total = Number((countRow as { n?: number } | undefined)?.n ?? 0);
  const dir = input.sortDir === 'desc' ? sql`desc` : sql`asc`;
  let ordered = query;
  // First column follows the citizen's chosen direction; the rest keep a stable, natural order.
  order.forEach((column, i) => {
    const key = typeof column === 'string' ? sql.ref(column) : column;
    ordered = ordered.orderBy(sql`${key} ${i === 0 ? dir : sql`asc`}`);
  });
  const rows = await ordered
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return { rows, total };
}
