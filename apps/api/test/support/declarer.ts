import { clock, type DeclarerInput } from '@e-belediye/contracts';
import { DEMO_PASSWORD, testMemberPid } from '../../src/modules/demo/members.js';
import { Agent, type IdentityApp, openIdentityApp } from './identity.js';

/** The declarer block a signed-in citizen files with: who the registry says they are, and a phone for the SMS. */
export async function declarerOf(agent: Agent, gsmNumber = '5550001122'): Promise<DeclarerInput> {
  const profile = (await agent.api.RetrieveDeclarer()).body;
  return {
    registryType: 'G',
    tckn: profile.IdentityNo!,
    name: profile.Name,
    surname: profile.Surname ?? 'Deneme',
    gsmNumber,
  };
}

/** An address of the town a declaration may stand on: the first street with a land value for `year`. */
export async function valuedStreet(t: IdentityApp, year: number) {
  const street = await t.database.db
    .selectFrom('estate_street_valuation as v')
    .innerJoin('street as s', 's.code', 'v.street_code')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['s.code', 'd.code as district', 'd.county_code'])
    .where('v.year', '=', year)
    .orderBy('s.code')
    .executeTakeFirstOrThrow();
  return { countyCode: street.county_code, districtCode: street.district, streetCode: street.code };
}

/**
 * A citizen ready to file: the app, test member `member` signed in, their declarer block and a valued street of
 * `streetYear`; the clock then reads `now` until `close()` puts it back and closes the app.
 */
export async function openFiler(options: { member: number; gsm?: string; streetYear: number; now: () => number }) {
  const realNow = clock.now;
  const t = await openIdentityApp({
    principalOf: (request) => (request.session ? { kind: 'member', memberOid: request.session.memberOid } : null),
  });
  const agent = new Agent(t);
  const login = await agent.login(testMemberPid(options.member), DEMO_PASSWORD);
  if (login.status !== 200) throw new Error(`test member ${options.member} could not sign in: ${login.status}`);
  const declarer = await declarerOf(agent, options.gsm);
  const address = await valuedStreet(t, options.streetYear);
  clock.now = options.now;
  return {
    t,
    agent,
    declarer,
    address,
    async close() {
      clock.now = realNow;
      await t.close();
    },
  };
}
export type Filer = Awaited<ReturnType<typeof openFiler>>;
