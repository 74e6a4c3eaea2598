import {
  COMPANY_STANCE,
  DELEGATION_STANCES,
  DelegationMessages,
  ErrorCodes,
  grantRunsOn,
  istanbulToday,
  SELF_STANCE,
  scopeNeeded,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { CallGuards, Principal } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { recordAct } from './acts.js';

/**
 * The call registry's guard for acting under a grant (ADR 0048). Every call reads the grant afresh, so a grant
 * revoked, suspended or past its last day is refused on the very next call; the scope comes from the contract's
 * stance table, never from a handler.
 */
export function actingGuards(database: Database): Pick<Required<CallGuards>, 'actAs' | 'recordAct'> {
  return {
    async actAs(_request, call, member: Principal, grantOid) {
      if (member.kind !== 'member') throw forbidden();
      // The web names the grant on every call; these are the person's own whomever they act for.
      if (DELEGATION_STANCES[call] === SELF_STANCE) return member;
      // The grant calls run for a company under its primary authority (kept as reads), and as the person's own
      // under any other grant.
      const forCompany = DELEGATION_STANCES[call] === COMPANY_STANCE;
      const scope = forCompany ? 'see' : scopeNeeded(call);
      if (!scope) throw forbidden(DelegationMessages.notActing);
      const grant = await database.db
        .selectFrom('delegation_grant')
        .select([
          'owner_member_oid',
          'scopes',
          'status',
          'primary_authority',
          sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on'),
        ])
        .where('oid', '=', grantOid)
        .where('grantee_member_oid', '=', member.memberOid)
        .executeTakeFirst();
      if (grant?.status !== 'ACTIVE' || !grantRunsOn(grant.expires_on, istanbulToday())) {
        throw forbidden(DelegationMessages.grantEnded, ErrorCodes.delegationEnded);
      }
      if (forCompany && !grant.primary_authority) return member;
      if (!grant.scopes.includes(scope)) throw forbidden(DelegationMessages.scopeMissing);
      return {
        kind: 'member',
        memberOid: grant.owner_member_oid,
        mustChangePassword: member.mustChangePassword,
        actor: { memberOid: member.memberOid, grantOid, scope },
      };
    },
    recordAct: (call, actor, answer) => recordAct(database, call, actor, answer),
  };
}
