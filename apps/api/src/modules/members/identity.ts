import { AuthMessages, isValidTckn, isValidVkn, type memberIdentityCalls } from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { type Handlers, memberOf } from '../../http/calls.js';
import { invalid } from '../../http/errors.js';
import { findPerson } from '../../integrations/nis/client.js';
import { audit } from '../audit/index.js';
import { accountKey, claimAttempt, clientIp, ipKey } from '../auth/index.js';
import { addressText, registryByPid } from '../registries/index.js';

/** Persons (and foreigners, whose numbers start with 99) carry a T.C. Kimlik No; the rest a Vergi Kimlik No. */
const personTypes = new Set(['G', 'Y']);

function checksumProblem(registryType: string, pidNo: string): string | null {
  if (personTypes.has(registryType)) {
    if (!isValidTckn(pidNo)) return 'Geçerli bir T.C. Kimlik No değil (11 hane, sağlama tutmuyor).';
    if (registryType === 'Y' && !pidNo.startsWith('99')) return 'Yabancı kimlik numarası 99 ile başlar.';
    if (registryType === 'G' && pidNo.startsWith('99')) return '99 ile başlayan numara yabancılara verilir.';
    return null;
  }
  return isValidVkn(pidNo) ? null : 'Geçerli bir Vergi Kimlik No değil (10 hane, sağlama tutmuyor).';
}

/** The member's detail record as the contract shows it; null when none was created yet. */
export async function memberDetail(database: Database, memberOid: number) {
  const d = await database.db
    .selectFrom('member_detail')
    .selectAll()
    .where('member_oid', '=', memberOid)
    .executeTakeFirst();
  if (!d) return null;
  return {
    SmsAllowed: d.sms_allowed,
    EmailAllowed: d.email_allowed,
    StreetCode: d.street_code,
    OuterDoorOid: d.outer_door_oid,
    InnerDoorOid: d.inner_door_oid,
    AddressText: await addressText(database, d.inner_door_oid, d.outer_door_oid, d.street_code),
    AddressNote: d.address_note,
    UpdatedAt: new Date(d.updated_at).toISOString(),
  };
}

/** Refuses a door that is not on the street, or an inner door that is not behind the outer one. */
async function assertAddress(
  database: Database,
  a: { streetCode: string; outerDoorOid: number; innerDoorOid?: number },
) {
  const row = await database.db
    .selectFrom('outer_door as o')
    .leftJoin('inner_door as i', (j) =>
      j.onRef('i.outer_door_oid', '=', 'o.oid').on('i.oid', '=', a.innerDoorOid ?? -1),
    )
    .select(['o.oid', 'i.oid as inner'])
    .where('o.oid', '=', a.outerDoorOid)
    .where('o.street_code', '=', a.streetCode)
    .executeTakeFirst();
  if (!row) throw invalid('Dış kapı: Seçilen sokakta böyle bir kapı numarası yok.');
  if (a.innerDoorOid !== undefined && row.inner === null) {
    throw invalid('İç kapı: Seçilen dış kapıda böyle bir iç kapı numarası yok.');
  }
}

export const memberIdentityHandlers: Handlers<typeof memberIdentityCalls> = {
  /**
   * The population registry behind the human check; every lookup counts against the caller's address and every
   * miss against the ID too, so it cannot be used to turn lists of numbers into names.
   */
  async GetRetailRegistryInfoViaNIS({ personPidNo, year, month, day }, { database, settings, request }) {
    const ip = clientIp(request);
    // Claimed before the registry is asked: a lookup always counts for the address, a miss also for the ID.
    await claimAttempt(database, [ipKey('nis', ip)]);
    const miss = await claimAttempt(database, [accountKey('nis', personPidNo)]);
    const person = await findPerson(settings, personPidNo, { year, month, day });
    await audit(database, 'NIS_LOOKUP', { pidNo: personPidNo, ip, detail: { found: Boolean(person) } });
    if (!person) throw invalid(AuthMessages.identityNotVerified);
    await miss.withdrawn();
    return { Name: person.name, Surname: person.surname, BirthPlace: person.birthPlace, Alive: !person.deathDate };
  },

  async ValidateRegistries({ registries }, { database }) {
    const seen = new Map<string, number>();
    for (const r of registries) seen.set(r.pidNo, (seen.get(r.pidNo) ?? 0) + 1);
    const items = [];
    for (const [index, r] of registries.entries()) {
      const problems: string[] = [];
      const checksum = checksumProblem(r.registryType, r.pidNo);
      if (checksum) problems.push(checksum);
      if ((seen.get(r.pidNo) ?? 0) > 1) problems.push('Bu numara listede birden fazla kez geçiyor.');
      const existing = checksum ? undefined : await registryByPid(database, r.pidNo);
      if (existing) problems.push(`Bu numarayla açılmış bir sicil var (${existing.registry_no}).`);
      items.push({
        Index: index,
        PidNo: r.pidNo,
        Valid: problems.length === 0,
        Problems: problems,
        ExistingRegistryNo: existing?.registry_no ?? null,
      });
    }
    return { Valid: items.every((i) => i.Valid), Items: items };
  },

  /** Creates the member's detail record, or replaces it: one per member. */
  async CreateUserDetail({ smsAllowed, emailAllowed, address, addressNote }, ctx) {
    const { database, request } = ctx;
    const memberOid = memberOf(ctx);
    if (address) await assertAddress(database, address);
    const values = {
      sms_allowed: smsAllowed,
      email_allowed: emailAllowed,
      street_code: address?.streetCode ?? null,
      outer_door_oid: address?.outerDoorOid ?? null,
      inner_door_oid: address?.innerDoorOid ?? null,
      address_note: addressNote || null,
    };
    await database.db
      .insertInto('member_detail')
      .values({ member_oid: memberOid, ...values })
      .onConflict((oc) => oc.column('member_oid').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .execute();
    await audit(database, 'MEMBER_DETAIL_SAVED', {
      memberOid,
      ip: clientIp(request),
      detail: { smsAllowed, emailAllowed, address: Boolean(address) },
    });
    const detail = await memberDetail(database, memberOid);
    if (!detail) throw new Error('member_detail not saved');
    return detail;
  },
};
