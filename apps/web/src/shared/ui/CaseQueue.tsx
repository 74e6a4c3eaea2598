import { Link } from 'react-router';
import type { Column } from './DataTable.js';
import { SelectField } from './Field.js';

/**
 * The pieces a desk's queue of cases shares (complaints, objections): the column that opens a case by its number,
 * the column of its age in days, and the "only …" filter of yes or all.
 */

/** The case's number, a link to its record at `<oid>` under the desk, named for what it opens. */
export function caseColumn<T, S extends string>(c: {
  header: string;
  number(row: T): string;
  oid(row: T): number;
  openLabel(number: string): string;
  rowHeader?: boolean;
}): Column<T, S> {
  return {
    header: c.header,
    cell: (r) => (
      <Link to={String(c.oid(r))} aria-label={c.openLabel(c.number(r))}>
        {c.number(r)}
      </Link>
    ),
    text: c.number,
    ...(c.rowHeader ? { rowHeader: true } : {}),
  };
}

/** Days since the case was opened. */
export const ageColumn = <T extends { AgeDays: number }, S extends string>(header: string): Column<T, S> => ({
  header,
  cell: (r) => r.AgeDays,
  text: (r) => String(r.AgeDays),
  align: 'end',
});

/** A filter that narrows the queue to one kind of case ("Süresi geçenler: Evet") or leaves it whole. */
export function OnlyFilter(props: {
  label: string;
  name: string;
  value: string;
  all: string;
  yes: string;
  onChange(value: string): void;
}) {
  return (
    <SelectField
      label={props.label}
      name={props.name}
      value={props.value}
      emptyLabel={props.all}
      options={[{ value: 'yes', label: props.yes }]}
      onChange={props.onChange}
    />
  );
}
