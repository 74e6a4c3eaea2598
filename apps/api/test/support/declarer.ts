import type { DeclarerInput } from '@e-belediye/contracts';
import type { Agent, IdentityApp } from './identity.js';

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
