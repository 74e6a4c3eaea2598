import { StaffImportReasons, type StaffImportRow, staffImport } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../../auth/index.js';
import { enqueueEmail } from '../../notifications/index.js';
import { newInitialPassword } from '../../staff/index.js';
import { changesText } from '../changes.js';
import { type ChunkResult, headerOf, type IssueDraft, type KindEngine, type ValidRow } from '../engine.js';
import { anyOf, knownKeys, nextOids, saveKeys } from '../keys.js';
import { keyWrites, reportOf } from './report.js';

const KIND = 'staff';
type Row = ValidRow<StaffImportRow>;

type Columns = {
  username: string;
  display_name: string;
  email: string;
  phone: string | null;
  unit_name: string | null;
  region_code: string | null;
  roles: string;
};
const HEADER: Record<keyof Columns, keyof StaffImportRow> = {
  username: 'username',
  display_name: 'displayName',
  email: 'email',
  phone: 'phone',
  unit_name: 'unitName',
  region_code: 'regionCode',
  roles: 'roleCodes',
};

/** The account-and-password message code (7001): the first password goes to the person's own address. */
const ACCOUNT_MESSAGE = 7001;
const firstSignIn = (c: Columns, password: string) => ({
  subject: 'Belediye Yönetim Paneli hesabınız açıldı',
  text: [
    `Sayın ${c.display_name},`,
    '',
    'Belediye Yönetim Paneli hesabınız, önceki sistemdeki personel kaydınızdan açıldı.',
    `Kullanıcı adınız: ${c.username}`,
    `İlk giriş şifreniz: ${password}`,
    '',
    'Yönetim panelinin giriş sayfasından (/yonetim/giris) bu şifreyle girdiğinizde ikinci doğrulama adımını (doğrulama uygulaması) kurmanız istenir. Bu şifreyi kimseyle paylaşmayınız.',
  ].join('\n'),
});

/**
 * Office staff by the portal's role codes. Never a password from the file: a new account gets a one-time first
 * password by e-mail (only its hash is kept) and enrols its second factor at the first sign-in, as an account the
 * administrator creates. A newer file updates names, contact, unit, region and roles, never the password or the
 * second factor.
 */
export const staffEngine: KindEngine<StaffImportRow> = {
  async process(trx, rows: Row[], { importOid, dryRun }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
    );
    const roles = new Set((await trx.selectFrom('role').select('code').execute()).map((r) => r.code));
    const regionCodes = [...new Set(rows.flatMap((r) => (r.row.regionCode ? [r.row.regionCode] : [])))];
    const regions = new Set(
      regionCodes.length
        ? (
            await sql<{ code: string }>`
              select code from county where code = any(${regionCodes}::text[])
              union select code from district where code = any(${regionCodes}::text[])`.execute(trx)
          ).rows.map((r) => r.code)
        : [],
    );
    const usernames = [...new Set(rows.map((r) => r.row.username))];
    const taken = new Map(
      (
        await trx
          .selectFrom('staff')
          .select(['oid', 'username'])
          .where(anyOf('username', usernames.length ? usernames : ['']))
          .execute()
      ).map((s) => [s.username, s.oid]),
    );
    const mineOids = [...known.values()].map((k) => k.recordOid);
    const current = new Map<number, Columns>();
    if (mineOids.length) {
      const staff = await trx.selectFrom('staff').selectAll().where(anyOf('oid', mineOids)).execute();
      const held = await trx
        .selectFrom('staff_role')
        .select(['staff_oid', 'role_code'])
        .where('staff_oid', 'in', mineOids)
        .execute();
      for (const s of staff)
        current.set(s.oid, {
          username: s.username,
          display_name: s.display_name,
          email: s.email ?? '',
          phone: s.phone,
          unit_name: s.unit_name,
          region_code: s.region_code,
          roles: held
            .filter((h) => h.staff_oid === s.oid)
            .map((h) => h.role_code)
            .sort()
            .join(', '),
        });
    }
    const report = reportOf<StaffImportRow>(staffImport, issues);
    const creates: { r: Row; cols: Columns; roles: string[] }[] = [];
    const updates: { r: Row; oid: number; cols: Columns; roles: string[] }[] = [];
    const inChunk = new Set<string>();
    let unchanged = 0;
    let rejected = 0;
    for (const r of rows) {
      const p = r.row;
      const mine = known.get(r.sourceKey);
      const unknownRoles = p.roleCodes.filter((c) => !roles.has(c));
      const holder = taken.get(p.username);
      const problem: [keyof StaffImportRow, string] | null = unknownRoles.length
        ? ['roleCodes', StaffImportReasons.unknownRole(unknownRoles)]
        : p.regionCode && !regions.has(p.regionCode)
          ? ['regionCode', StaffImportReasons.unknownRegion]
          : inChunk.has(p.username) || (holder !== undefined && holder !== mine?.recordOid)
            ? ['username', StaffImportReasons.usernameTaken]
            : null;
      if (problem) {
        rejected++;
        report.reject(r, ...problem);
        continue;
      }
      inChunk.add(p.username);
      const cols: Columns = {
        username: p.username,
        display_name: p.displayName,
        email: p.email,
        phone: p.phone,
        unit_name: p.unitName,
        region_code: p.regionCode,
        roles: [...p.roleCodes].sort().join(', '),
      };
      if (!mine) creates.push({ r, cols, roles: p.roleCodes });
      else if (mine.rowHash === r.hash) unchanged++;
      else updates.push({ r, oid: mine.recordOid, cols, roles: p.roleCodes });
    }
    for (const u of updates)
      report.updated(
        u.r,
        changesText(current.get(u.oid) ?? {}, u.cols, (k) => headerOf(staffImport, HEADER[k])),
      );
    if (!dryRun) {
      const oids = await nextOids(trx, 'staff_oid_seq', creates.length);
      for (const [i, c] of creates.entries()) {
        const password = newInitialPassword();
        await trx
          .insertInto('staff')
          .values({
            oid: oids[i],
            username: c.cols.username,
            display_name: c.cols.display_name,
            email: c.cols.email,
            phone: c.cols.phone,
            unit_name: c.cols.unit_name,
            region_code: c.cols.region_code,
            password_hash: await hashPassword(password),
          })
          .execute();
        await enqueueEmail(trx, [
          { registryOid: null, to: c.cols.email, messageCode: ACCOUNT_MESSAGE, ...firstSignIn(c.cols, password) },
        ]);
      }
      for (const u of updates) {
        const { roles: _, ...set } = u.cols;
        await trx.updateTable('staff').set(set).where('oid', '=', u.oid).execute();
      }
      const all = [
        ...creates.map((c, i) => ({ oid: oids[i], roles: c.roles })),
        ...updates.map((u) => ({ oid: u.oid, roles: u.roles })),
      ];
      if (all.length) {
        await trx
          .deleteFrom('staff_role')
          .where(
            'staff_oid',
            'in',
            all.map((a) => a.oid),
          )
          .execute();
        await trx
          .insertInto('staff_role')
          .values(all.flatMap((a) => a.roles.map((role_code) => ({ staff_oid: a.oid, role_code }))))
          .execute();
      }
      await saveKeys(trx, KIND, importOid, keyWrites(creates, oids, updates));
    }
    return {
      issues,
      counts: { Rejected: rejected, Created: creates.length, Updated: updates.length, Unchanged: unchanged },
    };
  },
};
