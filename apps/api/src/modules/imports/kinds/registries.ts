import { ImportReasons, type RegistryImportRow, registryImport } from '@e-belediye/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, saveKeys } from '../keys.js';
import { type WriteColumn, writeRecords } from '../write.js';
import { type DoorRef, resolveDoors } from './doors.js';
import { keyWrites } from './report.js';

const KIND = 'registries';

/** The registry's columns a row sets, in the table's terms. */
function columnsOf(r: RegistryImportRow, door: { street: string | null; outer: number | null; inner: number | null }) {
  return {
    registry_no: r.registryNo,
    registry_type: r.registryType,
    pid_no: r.pidNo,
    tax_office_code: r.taxOfficeCode,
    name: r.name,
    surname: r.surname,
    father_name: r.fatherName,
    birth_date: r.birthDate,
    gender: r.gender,
    gsm_number: r.gsmNumber,
    email: r.email,
    street_code: door.street,
    outer_door_oid: door.outer,
    inner_door_oid: door.inner,
  };
}
type Columns = ReturnType<typeof columnsOf>;
const COLUMNS: WriteColumn<Columns>[] = [
  ['registry_no', 'text'],
  ['registry_type', 'text'],
  ['pid_no', 'text'],
  ['tax_office_code', 'text'],
  ['name', 'text'],
  ['surname', 'text'],
  ['father_name', 'text'],
  ['birth_date', 'date'],
  ['gender', 'text'],
  ['gsm_number', 'text'],
  ['email', 'text'],
  ['street_code', 'text'],
  ['outer_door_oid', 'int'],
  ['inner_door_oid', 'int'],
];
const COLUMN_KEY: Record<keyof Columns, keyof RegistryImportRow> = {
  registry_no: 'registryNo',
  registry_type: 'registryType',
  pid_no: 'pidNo',
  tax_office_code: 'taxOfficeCode',
  name: 'name',
  surname: 'surname',
  father_name: 'fatherName',
  birth_date: 'birthDate',
  gender: 'gender',
  gsm_number: 'gsmNumber',
  email: 'email',
  street_code: 'streetCode',
  outer_door_oid: 'doorNo',
  inner_door_oid: 'innerDoorNo',
};

export const registryEngine: KindEngine<RegistryImportRow> = {
  async process(
    trx: Transaction<DB>,
    rows: ValidRow<RegistryImportRow>[],
    { importOid, dryRun },
  ): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
    );
    const taken = new Map(
      (
        await trx
          .selectFrom('registry')
          .select(['oid', 'registry_no'])
          .where(anyOf('registry_no', rows.length ? rows.map((r) => r.row.registryNo) : ['']))
          .execute()
      ).map((r) => [r.registry_no, r.oid]),
    );
    const doors = await resolveDoors(
      trx,
      rows.map((r): DoorRef => ({ street: r.row.streetCode, door: r.row.doorNo, inner: r.row.innerDoorNo })),
    );
    const reject = (r: ValidRow<RegistryImportRow>, key: keyof RegistryImportRow, reason: string) =>
      issues.push({
        section: 'REJECTED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: headerOf(registryImport, key),
        value: r.cells[key] ?? null,
        reason,
      });
    const creates: { r: ValidRow<RegistryImportRow>; cols: Columns }[] = [];
    const updates: { r: ValidRow<RegistryImportRow>; oid: number; cols: Columns }[] = [];
    let unchanged = 0;
    let rejected = 0;
    const inChunk = new Set<string>();
    for (const [i, r] of rows.entries()) {
      const door = doors[i];
      if (inChunk.has(r.row.registryNo)) {
        rejected++;
        reject(r, 'registryNo', ImportReasons.registryNoTaken);
        continue;
      }
      inChunk.add(r.row.registryNo);
      if (door.problem) {
        rejected++;
        reject(r, door.problem.column, door.problem.reason);
        continue;
      }
      const mine = known.get(r.sourceKey);
      const holder = taken.get(r.row.registryNo);
      if (holder !== undefined && holder !== mine?.recordOid) {
        rejected++;
        reject(r, 'registryNo', ImportReasons.registryNoTaken);
        continue;
      }
      const cols = columnsOf(r.row, door);
      if (!mine) creates.push({ r, cols });
      else if (mine.rowHash === r.hash) unchanged++;
      else updates.push({ r, oid: mine.recordOid, cols });
    }
    // What an update changes, told against the record as the portal holds it now.
    if (updates.length) {
      const current = new Map(
        (
          await trx
            .selectFrom('registry')
            .selectAll()
            .where(
              anyOf(
                'oid',
                updates.map((u) => u.oid),
              ),
            )
            .execute()
        ).map((c) => [c.oid, c]),
      );
      for (const u of updates) {
        const before = current.get(u.oid) as unknown as Partial<Columns>;
        const header = (k: keyof Columns) => headerOf(registryImport, COLUMN_KEY[k]);
        issues.push({
          section: 'UPDATED',
          rowNo: u.r.rowNo,
          sourceKey: u.r.sourceKey,
          column: null,
          value: null,
          reason: changesText(before ?? {}, u.cols, header) ?? 'Kaydın kaynak değerleri değişti.',
        });
      }
    }
    if (!dryRun) {
      const oids = await writeRecords(trx, {
        table: 'registry',
        sequence: 'registry_oid_seq',
        columns: COLUMNS,
        creates,
        updates,
      });
      await saveKeys(trx, KIND, importOid, keyWrites(creates, oids, updates));
    }
    return {
      issues,
      counts: { Rejected: rejected, Created: creates.length, Updated: updates.length, Unchanged: unchanged },
    };
  },
};
