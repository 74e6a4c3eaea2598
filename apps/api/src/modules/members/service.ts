import { formatMobile, maskIdentityNumber, maskMobile, RegistryTypes } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { addressText, registryByOid, taxOfficeLabel } from '../registries/index.js';
import { subscriptionsOf } from '../water/index.js';
import { memberDetail } from './identity.js';

/** What a member sees of themselves: identity masked as on official documents, addresses, contacts. */
export async function memberProfile(database: Database, memberOid: number) {
  const m = await database.db.selectFrom('member').selectAll().where('oid', '=', memberOid).executeTakeFirst();
  if (!m) throw notFound('Üye bulunamadı.');
  const r = await registryByOid(database, m.registry_oid);
  if (!r) throw notFound('Üye bulunamadı.');
  const addresses: Array<{ Kind: string; Text: string }> = [];
  const home = await addressText(database, r.inner_door_oid, r.outer_door_oid, r.street_code);
  if (home)
    addresses.push({
      Kind: r.registry_type === 'G' || r.registry_type === 'Y' ? 'İkamet adresi' : 'İş adresi',
      Text: home,
    });
  for (const s of await subscriptionsOf(database, r.oid)) {
    if (s.Address) addresses.push({ Kind: `Su aboneliği ${s.SubscriberNo}`, Text: s.Address });
  }
  const phones = [...new Set([m.gsm_number, r.gsm_number].filter((p): p is string => Boolean(p)))].map(formatMobile);
  const ts = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    UserName: m.pid_no,
    PidNoMasked: maskIdentityNumber(m.pid_no),
    Name: r.name,
    Surname: r.surname,
    Email: m.email ?? r.email,
    GsmNumberMasked: m.gsm_number ? maskMobile(m.gsm_number) : null,
    CreatedAt: new Date(m.created_at).toISOString(),
    LastLoginAt: ts(m.last_login_at),
    HasPassword: m.password_hash !== null,
    IdentityProvenUntil: null as string | null,
    Registry: {
      Oid: r.oid,
      RegistryNo: r.registry_no,
      RegistryType: r.registry_type,
      RegistryTypeName: RegistryTypes[r.registry_type],
      TaxOfficeCode: r.tax_office_code,
      TaxOfficeName: await taxOfficeLabel(database, r.tax_office_code),
      FatherName: r.father_name,
      BirthPlace: r.birth_place,
      BirthDate: r.birth_date,
      Addresses: addresses,
      Phones: phones,
      Email: r.email,
    },
    Detail: await memberDetail(database, memberOid),
  };
}
