import {
  type Calculation,
  type DeclarationInput,
  Declarer,
  EstateDeclarationInput,
  ImportReasons,
  istanbulDayStart,
  PROPERTY_USAGE,
  type PropertyImportRow,
  PropertyReasons,
  propertyImport,
  todayInIstanbul,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../../db/index.js';
import { AppError } from '../../../http/errors.js';
import { ACTIVE_DECLARATION, calculate, newVerificationCode, parcelKey, titleOf } from '../../declarations/index.js';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, nextOids, saveKeys } from '../keys.js';
import { linkDeclaredAccruals } from './declared-links.js';
import { resolveDoors } from './doors.js';
import { reportOf } from './report.js';

const KIND = 'properties';
type Row = ValidRow<PropertyImportRow>;
type Column = keyof PropertyImportRow;

const DECLARER_INCOMPLETE =
  'Sicilde beyan edenin bilgileri beyanname için eksik ya da geçersiz (ad, soyad, kimlik no, cep telefonu; tüzel kişide vergi dairesi): önce sicil dosyasında tamamlanmalıdır.';

/** The calculation's refusals name their field before a colon; the file's column for each. */
const CALC_FIELD: Record<string, Column> = {
  'Vergi yılı': 'year',
  'Cadde/Sokak': 'streetCode',
  Mahalle: 'districtCode',
  'Dış kapı': 'doorNo',
  'İç kapı': 'innerDoorNo',
  'Bina sınıfı': 'buildingClass',
  'Edinme şekli': 'acquisitionReasonCode',
  'Arazi cinsi': 'landKindCode',
};

/** The declaration's field paths, as the file's columns. */
const INPUT_COLUMN: Record<string, Column> = {
  year: 'year',
  acquisitionDate: 'acquisitionDate',
  areaM2: 'areaM2',
  share: 'share',
  numerator: 'share',
  constructionYear: 'constructionYear',
  floorAreaM2: 'floorAreaM2',
  landShareM2: 'landShareM2',
  ada: 'ada',
  parsel: 'parsel',
  pafta: 'pafta',
};

interface RegistryRow {
  oid: number;
  registry_no: string;
  registry_type: string;
  pid_no: string | null;
  tax_office_code: string | null;
  name: string;
  surname: string | null;
  father_name: string | null;
  gsm_number: string | null;
  email: string | null;
}

/** Who declared, in the declarer shape of the registry's type, from what the registry holds. */
function declarerOf(r: RegistryRow): Declarer | null {
  const contact = { gsmNumber: r.gsm_number ?? '', ...(r.email ? { email: r.email } : {}) };
  const shapes: Record<string, unknown> = {
    G: {
      registryType: 'G',
      tckn: r.pid_no,
      name: r.name,
      surname: r.surname,
      ...(r.father_name ? { fatherName: r.father_name } : {}),
    },
    Y: { registryType: 'Y', foreignerIdNo: r.pid_no, nationality: 'Yabancı', name: r.name, surname: r.surname },
    T: { registryType: 'T', vkn: r.pid_no, title: r.name, taxOfficeCode: r.tax_office_code },
    K: { registryType: 'K', vkn: r.pid_no, institutionName: r.name },
    D: { registryType: 'D', identityNo: r.pid_no, title: r.name },
    B: { registryType: 'B', ...(r.pid_no ? { identityNo: r.pid_no } : {}), name: r.name },
  };
  const parsed = Declarer.safeParse({ ...(shapes[r.registry_type] as object), ...contact });
  return parsed.success ? parsed.data : null;
}

/** The estate declaration a row describes, its doors found by the municipality's codes. */
function inputOf(p: PropertyImportRow, door: { outer: number | null; inner: number | null }) {
  const building =
    p.estateType === 1
      ? {
          constructionType: p.constructionType,
          buildingClass: p.buildingClass,
          constructionYear: p.constructionYear,
          floorAreaM2: p.floorAreaM2,
          landShareM2: p.landShareM2,
        }
      : undefined;
  return {
    kind: 'ESTATE',
    estateType: p.estateType,
    year: p.year,
    address: {
      countyCode: p.countyCode,
      districtCode: p.districtCode,
      streetCode: p.streetCode,
      ...(door.outer !== null ? { outerDoorOid: door.outer } : {}),
      ...(door.inner !== null ? { innerDoorOid: door.inner } : {}),
    },
    titleDeed: { ...(p.pafta ? { pafta: p.pafta } : {}), ada: p.ada, parsel: p.parsel },
    ...(p.estateType !== 1 ? { areaM2: p.areaM2 } : {}),
    share: p.share,
    acquisitionDate: p.acquisitionDate,
    acquisitionReasonCode: p.acquisitionReasonCode,
    usage: PROPERTY_USAGE[p.usage as keyof typeof PROPERTY_USAGE],
    ...(p.landKindCode ? { landKindCode: p.landKindCode } : {}),
    ...(building ? { building } : {}),
  };
}

/** What a clerk compares between two versions, in the table's terms changesText reads. */
function comparable(d: DeclarationInput, c: Calculation) {
  if (d.kind !== 'ESTATE') return {};
  return {
    year: d.year,
    estateType: d.estateType,
    streetCode: d.address.streetCode,
    door_oid: `${d.address.outerDoorOid ?? ''}/${d.address.innerDoorOid ?? ''}`,
    ada: d.titleDeed.ada,
    parsel: d.titleDeed.parsel,
    areaM2: d.areaM2 ?? null,
    floorAreaM2: d.building?.floorAreaM2 ?? null,
    landShareM2: d.building?.landShareM2 ?? null,
    usage: d.usage,
    constructionType: d.building?.constructionType ?? null,
    buildingClass: d.building?.buildingClass ?? null,
    constructionYear: d.building?.constructionYear ?? null,
    share: `${d.share.numerator}/${d.share.denominator}`,
    acquisition_date: d.acquisitionDate,
    annual_kurus: c.AnnualKurus,
  };
}
const COMPARED_HEADER: Record<string, string> = {
  door_oid: 'Kapı',
  acquisition_date: headerOf(propertyImport, 'acquisitionDate') ?? '',
  annual_kurus: 'Yıllık vergi',
};

/** The land value a registry's land declarations of a year used the exemption with (they use it in turn). */
const taxValueOf = (c: Calculation) => c.Explanation.find((l) => l.Key === 'taxValue')?.AmountKurus ?? 0;

/**
 * Declared properties: each row becomes an approved estate declaration computed from the portal's own tables of
 * its year (so its explanation and next year's amount are the portal's), with the old system's day of filing. A
 * newer file makes a new version of the same declaration; one the portal has changed since (an amendment on an
 * objection) is protected. Its debts come from the accrual file; nothing here accrues.
 */
export const propertyEngine: KindEngine<PropertyImportRow> = {
  async process(trx, rows: Row[], { importOid, dryRun }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const report = reportOf<PropertyImportRow>(propertyImport, issues);
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
    );
    const registryNos = [...new Set(rows.map((r) => r.row.registryNo))];
    const registries = new Map(
      (
        await trx
          .selectFrom('registry')
          .select([
            'oid',
            'registry_no',
            'registry_type',
            'pid_no',
            'tax_office_code',
            'name',
            'surname',
            'father_name',
            'gsm_number',
            'email',
          ])
          .where(anyOf('registry_no', registryNos.length ? registryNos : ['']))
          .execute()
      ).map((r) => [r.registry_no, r as RegistryRow]),
    );
    const doors = await resolveDoors(
      trx,
      rows.map((r) => ({ street: r.row.streetCode, door: r.row.doorNo, inner: r.row.innerDoorNo })),
    );
    const versionOids = [...known.values()].map((k) => k.recordOid);
    const versions = new Map(
      (versionOids.length
        ? await trx
            .selectFrom('declaration')
            .select(['oid', 'number', 'version', 'status', 'payload', 'computed'])
            .where(anyOf('oid', versionOids))
            .execute()
        : []
      ).map((v) => [v.oid, v]),
    );
    // Active declarations of these registries: the same parcel once a year, and the land exemption used so far.
    const registryOids = [...registries.values()].map((r) => r.oid);
    const active = registryOids.length
      ? await trx
          .selectFrom('declaration')
          .select(['oid', 'registry_oid', 'year', 'parcel_key', 'estate_type', 'computed'])
          .where(sql<boolean>`registry_oid = any(${registryOids}::int[])`)
          .where('status', 'in', [...ACTIVE_DECLARATION])
          .execute()
      : [];
    // The tables are read once per chunk: the calculation caches them per database handle.
    const tables = { db: trx } as unknown as Database;
    const today = todayInIstanbul();
    // Who holds each parcel of a registry and year: a declaration's oid, or a row of this chunk.
    const parcels = new Map<string, number | string>(
      active.filter((a) => a.parcel_key).map((a) => [`${a.registry_oid}:${a.year}:${a.parcel_key}`, a.oid]),
    );
    const landUsed = new Map<string, number>();
    for (const a of active)
      if (a.estate_type === 3) {
        const k = `${a.registry_oid}:${a.year}`;
        landUsed.set(k, (landUsed.get(k) ?? 0) + taxValueOf(a.computed as Calculation));
      }

    interface Ready {
      r: Row;
      registry: RegistryRow;
      declarer: Declarer;
      input: DeclarationInput;
      calc: Calculation;
      key: string | null;
    }
    const creates: Ready[] = [];
    const updates: (Ready & { old: NonNullable<ReturnType<typeof versions.get>> })[] = [];
    let unchanged = 0;
    let rejected = 0;
    let protectedRows = 0;
    for (const [i, r] of rows.entries()) {
      const p = r.row;
      const mine = known.get(r.sourceKey);
      if (mine && mine.rowHash === r.hash) {
        unchanged++;
        continue;
      }
      const old = mine ? versions.get(mine.recordOid) : undefined;
      if (mine && old?.status !== 'APPROVED') {
        protectedRows++;
        report.kept(r, PropertyReasons.changedInPortal);
        continue;
      }
      const fail = (key: Column | null, reason: string) => {
        rejected++;
        report.reject(r, key, reason);
      };
      const registry = registries.get(p.registryNo);
      if (!registry) {
        fail('registryNo', ImportReasons.unknownRegistry);
        continue;
      }
      const declarer = declarerOf(registry);
      if (!declarer) {
        fail('registryNo', DECLARER_INCOMPLETE);
        continue;
      }
      const door = doors[i];
      if (door.problem) {
        fail(door.problem.column, door.problem.reason);
        continue;
      }
      const parsed = EstateDeclarationInput.safeParse(inputOf(p, door));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const named = [...issue.path].reverse().find((k) => typeof k === 'string' && k in INPUT_COLUMN);
        fail(named ? INPUT_COLUMN[named as string] : null, issue.message);
        continue;
      }
      const input = parsed.data as DeclarationInput;
      const exemptionKey = `${registry.oid}:${p.year}`;
      let calc: Calculation;
      try {
        calc = await calculate(tables, input, {
          filedOn: p.declaredOn ?? today,
          landExemptionUsedKurus: landUsed.get(exemptionKey) ?? 0,
        });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        fail(CALC_FIELD[e.message.split(':')[0]] ?? null, e.message);
        continue;
      }
      const key = parcelKey(input);
      const parcel = `${registry.oid}:${p.year}:${key}`;
      const holder = parcels.get(parcel);
      if (key && holder !== undefined && holder !== old?.oid) {
        fail('parsel', PropertyReasons.parcelTwice);
        continue;
      }
      if (key) parcels.set(parcel, old?.oid ?? `row ${r.rowNo}`);
      if (p.estateType === 3) landUsed.set(exemptionKey, (landUsed.get(exemptionKey) ?? 0) + taxValueOf(calc));
      const ready = { r, registry, declarer, input, calc, key };
      if (old) updates.push({ ...ready, old });
      else creates.push(ready);
    }
    for (const u of updates) {
      const before = comparable(u.old.payload as DeclarationInput, u.old.computed as Calculation);
      report.updated(
        u.r,
        changesText(before, comparable(u.input, u.calc), (k) => COMPARED_HEADER[k] ?? headerOf(propertyImport, k) ?? k),
      );
    }
    if (!dryRun && (creates.length || updates.length)) {
      if (updates.length)
        await trx
          .updateTable('declaration')
          .set({ status: 'REPLACED', updated_at: new Date() })
          .where(
            anyOf(
              'oid',
              updates.map((u) => u.old.oid),
            ),
          )
          .execute();
      const numbers = creates.length
        ? (
            await sql<{
              n: string;
            }>`select nextval('declaration_number_seq') as n from generate_series(1, ${creates.length}::int)`.execute(
              trx,
            )
          ).rows.map((x) => String(x.n).padStart(6, '0'))
        : [];
      const now = new Date();
      const all = [
        ...creates.map((c, i) => ({ ...c, number: `EMLK-${c.r.row.year}-${numbers[i]}`, version: 1, replaces: null })),
        ...updates.map((u) => ({ ...u, number: u.old.number, version: u.old.version + 1, replaces: u.old.oid })),
      ];
      const oids = await nextOids(trx, 'declaration_oid_seq', all.length);
      await trx
        .insertInto('declaration')
        .values(
          all.map((x, i) => {
            const filedAt = x.r.row.declaredOn
              ? new Date(istanbulDayStart(x.r.row.declaredOn).getTime() + 12 * 3600_000)
              : now;
            return {
              oid: oids[i],
              number: x.number,
              version: x.version,
              replaces_oid: x.replaces,
              registry_oid: x.registry.oid,
              member_oid: null,
              kind: 'ESTATE' as const,
              estate_type: x.r.row.estateType,
              year: x.r.row.year,
              parcel_key: x.key,
              title: titleOf(x.input),
              declarer: JSON.stringify(x.declarer),
              payload: JSON.stringify(x.input),
              computed: JSON.stringify(x.calc),
              total_kurus: x.calc.AnnualKurus,
              verification_code: newVerificationCode(),
              status: 'APPROVED' as const,
              filed_at: filedAt,
              reviewed_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
      // A new version keeps the accruals the old one was tied to, as an amendment does; then the registries'
      // imported emlak accruals not tied yet find their declaration.
      const carried = all.flatMap((x, i) => (x.replaces === null ? [] : [{ from: x.replaces, to: oids[i] }]));
      if (carried.length)
        await sql`
          insert into declaration_accrual (declaration_oid, accrual_oid)
          select v.t, da.accrual_oid from unnest(${carried.map((c) => c.from)}::int[], ${carried.map((c) => c.to)}::int[]) as v(f, t)
          join declaration_accrual da on da.declaration_oid = v.f
          on conflict do nothing`.execute(trx);
      await linkDeclaredAccruals(trx, { registryOids: [...new Set(all.map((x) => x.registry.oid))] });
      await saveKeys(
        trx,
        KIND,
        importOid,
        all.map((x, i) => ({
          sourceKey: x.r.sourceKey,
          recordOid: oids[i],
          rowHash: x.r.hash,
          rowNo: x.r.rowNo,
          year: x.r.row.year,
        })),
      );
    }
    return {
      issues,
      counts: {
        Rejected: rejected,
        Created: creates.length,
        Updated: updates.length,
        Unchanged: unchanged,
        Protected: protectedRows,
      },
    };
  },
};
