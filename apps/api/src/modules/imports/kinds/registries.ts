import { ImportReasons, type RegistryImportRow, registryImport } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, nextOids, saveKeys } from '../keys.js';
import { type DoorRef, resolveDoors } from './doors.js';

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
      const oids = await nextOids(trx, 'registry_oid_seq', creates.length);
      const all = [
        ...creates.map((c, i) => ({ oid: oids[i], cols: c.cols })),
        ...updates.map((u) => ({ oid: u.oid, cols: u.cols })),
      ];
      if (all.length) {
        const col = <T>(f: (x: { oid: number; cols: Columns }) => T) => all.map(f);
        await sql`
          insert into registry (oid, registry_no, registry_type, pid_no, tax_office_code, name, surname, father_name,
            birth_date, gender, gsm_number, email, street_code, outer_door_oid, inner_door_oid)
          select * from unnest(${col((x) => x.oid)}::int[], ${col((x) => x.cols.registry_no)}::text[],
            ${col((x) => x.cols.registry_type)}::text[], ${col((x) => x.cols.pid_no)}::text[],
            ${col((x) => x.cols.tax_office_code)}::text[], ${col((x) => x.cols.name)}::text[],
            ${col((x) => x.cols.surname)}::text[], ${col((x) => x.cols.father_name)}::text[],
            ${col((x) => x.cols.birth_date)}::date[], ${col((x) => x.cols.gender)}::text[],
            ${col((x) => x.cols.gsm_number)}::text[], ${col((x) => x.cols.email)}::text[],
            ${col((x) => x.cols.street_code)}::text[], ${col((x) => x.cols.outer_door_oid)}::int[],
            ${col((x) => x.cols.inner_door_oid)}::int[])
          on conflict (oid) do update set registry_no = excluded.registry_no, registry_type = excluded.registry_type,
            pid_no = excluded.pid_no, tax_office_code = excluded.tax_office_code, name = excluded.name,
            surname = excluded.surname, father_name = excluded.father_name, birth_date = excluded.birth_date,
            gender = excluded.gender, gsm_number = excluded.gsm_number, email = excluded.email,
            street_code = excluded.street_code, outer_door_oid = excluded.outer_door_oid,
            inner_door_oid = excluded.inner_door_oid`.execute(trx);
      }
      await saveKeys(trx, KIND, importOid, [
        ...creates.map((c, i) => ({
          sourceKey: c.r.sourceKey,
          recordOid: oids[i],
          rowHash: c.r.hash,
          rowNo: c.r.rowNo,
        })),
        ...updates.map((u) => ({ sourceKey: u.r.sourceKey, recordOid: u.oid, rowHash: u.r.hash, rowNo: u.r.rowNo })),
      ]);
    }
    return {
      issues,
      counts: { Rejected: rejected, Created: creates.length, Updated: updates.length, Unchanged: unchanged },
    };
  },
};
