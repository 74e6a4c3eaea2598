import { headersOf, type ImportKindSpec, registryImport } from '@e-belediye/contracts';
import { csv, tckn } from './support.js';

/** A file of any kind from rows given by column key; a column left out is empty. */
export const fileOf = (spec: Pick<ImportKindSpec<never>, 'columns'>, rows: Record<string, string>[]) =>
  csv([headersOf(spec), ...rows.map((cells) => spec.columns.map((c) => cells[c.key] ?? ''))]);

/** Persons with a mobile number (a declaration needs one), keyed S<no>, registry numbers B<no>. */
export const personsFile = (nos: number[], withPhone = true) =>
  fileOf(
    registryImport,
    nos.map((no) => ({
      sourceKey: `S${no}`,
      registryNo: `B${no}`,
      registryType: 'G',
      pidNo: tckn(String(400000000 + no)),
      name: `Ad${no}`,
      surname: `Soyad${no}`,
      gsmNumber: withPhone ? `53${String(no).padStart(8, '0')}` : '',
    })),
  );
