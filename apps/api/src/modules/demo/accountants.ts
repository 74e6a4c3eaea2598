import { addDays } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { demoRegistries } from './index.js';
import { testMemberPid } from './members.js';

/** The demo mali müşavir: test member 14, registered by the office, with the chamber number below. */
export const DEMO_ACCOUNTANT = 14;
export const DEMO_CHAMBER_NO = 'SMMM-34-04821';
/** The accountant's person clients (test members); the demo company is the third. */
export const DEMO_CLIENTS = [15, 16] as const;

/**
 * A registered accountant with three clients' running grants: two citizens who let them see, pay and file, and
 * the demo company, which lets them see and file its declarations.
 */
export async function seedAccountant(database: Database, today: string): Promise<void> {
  const memberOf = async (pidNo: string) =>
    (await database.db.selectFrom('member').select('oid').where('pid_no', '=', pidNo).executeTakeFirst())?.oid;
  const accountant = await memberOf(testMemberPid(DEMO_ACCOUNTANT));
  if (accountant === undefined) return;
  await database.db
    .insertInto('accountant_registration')
    .values({ member_oid: accountant, chamber_no: DEMO_CHAMBER_NO })
    .execute();
  const company = (await demoRegistries(database)).find((r) => r.key === 'company');
  const clients: Array<[string | undefined, string[]]> = [
    ...DEMO_CLIENTS.map((k): [string, string[]] => [testMemberPid(k), ['see', 'pay', 'declare']]),
    [company?.pidNo, ['see', 'declare']],
  ];
  for (const [pidNo, scopes] of clients) {
    const owner = pidNo && (await memberOf(pidNo));
    if (!owner) continue;
    await database.db
      .insertInto('delegation_grant')
      .values({
        owner_member_oid: owner,
        grantee_member_oid: accountant,
        scopes,
        expires_on: addDays(today, 364),
        status: 'ACTIVE',
        accepted_at: new Date(),
      })
      .execute();
  }
}
