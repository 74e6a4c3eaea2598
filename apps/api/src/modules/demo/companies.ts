import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { withVknCheck } from './identity.js';
import { testMemberPid } from './members.js';

/**
 * A company with open debts that nobody has signed up with, under a known tax number and title, so a person can
 * apply to be its authorised person (ADR 0048). The office's desk is not empty on start: test member 19 waits with
 * an application for a second such company. Test member 17 has a phone for the code they confirm grants with when
 * acting for the company; test member 18 is one of its staff.
 */
export const DEMO_FREE_COMPANY = { vkn: withVknCheck('999000017'), title: 'Yeşilvadi Örnek Yapı Ticaret A.Ş.' };
export const COMPANY_APPLICANT = 17;
export const COMPANY_STAFF = 18;
export const COMPANY_WAITING = 19;
/** The applicant's phone, in the scheme of the other demo members' own phones. */
export const COMPANY_APPLICANT_GSM = `55500021${COMPANY_APPLICANT}`;

/** The smallest PDF the files module keeps: the waiting application's signature circular. */
const CIRCULAR = Buffer.from(
  '%PDF-1.4\n% imza sirküleri (tanıtım)\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
  'latin1',
);

export async function seedCompanies(database: Database): Promise<void> {
  const free = await sql<{ oid: number }>`
    select r.oid from registry r where r.registry_type = 'T'
      and not exists (select 1 from member m where m.registry_oid = r.oid)
      and exists (select 1 from accrual a where a.registry_oid = r.oid and a.paid_kurus < a.principal_kurus)
    order by r.oid limit 2`.execute(database.db);
  const [known, other] = free.rows;
  if (!known || !other) return;
  await database.db
    .updateTable('registry')
    .set({ pid_no: DEMO_FREE_COMPANY.vkn, name: DEMO_FREE_COMPANY.title })
    .where('oid', '=', known.oid)
    .execute();
  await database.db
    .updateTable('member')
    .set({ gsm_number: COMPANY_APPLICANT_GSM })
    .where('pid_no', '=', testMemberPid(COMPANY_APPLICANT))
    .execute();
  const waiting = await database.db
    .selectFrom('member')
    .select('oid')
    .where('pid_no', '=', testMemberPid(COMPANY_WAITING))
    .executeTakeFirst();
  if (!waiting) return;
  const fileId = randomBytes(24).toString('base64url');
  const { oid } = await database.db
    .insertInto('company_application')
    .values({ member_oid: waiting.oid, company_registry_oid: other.oid, file_id: fileId })
    .returning('oid')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('uploaded_file')
    .values({
      file_id: fileId,
      file_name: 'imza-sirkuleri.pdf',
      content_type: 'application/pdf',
      size_bytes: CIRCULAR.length,
      content: CIRCULAR,
      purpose: 'company',
      member_oid: waiting.oid,
      attached_kind: 'company',
      attached_oid: oid,
      attached_at: new Date(),
    })
    .execute();
}
