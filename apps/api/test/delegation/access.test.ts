import {
  addDays,
  type CallDef,
  type CallName,
  COMPANY_STANCE,
  calls,
  DELEGATION_SCOPES,
  DELEGATION_STANCES,
  DelegationMessages,
  type DelegationScope,
  ErrorCodes,
  istanbulToday,
  SELF_STANCE,
  scopeNeeded,
} from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { sample } from '../support/samples.js';

/**
 * The generic access test's delegated principal (ADR 0048): for every member call, a grantee without the call's
 * scope is refused, one with it gets through, and nobody acts under a grant that is not theirs. The grants are
 * written straight into the table so that one grant can lack `see`, which the grant form never allows.
 */
let t: IdentityApp;
let grantee: Agent;
let stranger: Agent;
/** A running grant from the owner to the grantee holding every scope, and one lacking each scope in turn. */
let full: number;
/** A company's primary authority (the office's approval), under which the company's grant calls run. */
let primary: number;
const lacking = new Map<DelegationScope, number>();

const memberCalls = (Object.entries(calls) as Array<[CallName, CallDef]>).filter(
  ([, d]) => d.access.kind === 'member' || d.access.kind === 'payer',
);

beforeAll(async () => {
  t = await openIdentityApp();
  grantee = new Agent(t);
  stranger = new Agent(t);
  expect((await grantee.login('23456789060', 'Demo.2026')).status).toBe(200);
  expect((await stranger.login('31845207606', 'Demo.2026')).status).toBe(200);
  const oidOf = async (pidNo: string) =>
    (await t.database.db.selectFrom('member').select('oid').where('pid_no', '=', pidNo).executeTakeFirstOrThrow()).oid;
  const [owner, granteeOid] = [await oidOf('10000000146'), await oidOf('23456789060')];
  const grant = async (scopes: DelegationScope[], primaryAuthority = false) =>
    (
      await t.database.db
        .insertInto('delegation_grant')
        .values({
          owner_member_oid: owner,
          grantee_member_oid: granteeOid,
          scopes,
          expires_on: addDays(istanbulToday(), 30),
          status: 'ACTIVE',
          primary_authority: primaryAuthority,
        })
        .returning('oid')
        .executeTakeFirstOrThrow()
    ).oid;
  full = await grant([...DELEGATION_SCOPES]);
  primary = await grant([...DELEGATION_SCOPES], true);
  for (const scope of DELEGATION_SCOPES) lacking.set(scope, await grant(DELEGATION_SCOPES.filter((s) => s !== scope)));
});
afterAll(async () => {
  await t?.close();
});

const under = (who: Agent, name: CallName, grantOid: number) =>
  who.call<{ Code?: string; Message?: string }>(name, sample(name), { 'x-acting-grant': String(grantOid) });

/** One of the registry's acting refusals, told apart from what a handler answers to a sample body. */
const actingRefusal = (body: { Code?: string; Message?: string }) =>
  body.Code === ErrorCodes.delegationEnded ||
  body.Message === DelegationMessages.scopeMissing ||
  body.Message === DelegationMessages.notActing;

describe('every member call under a grant', () => {
  it.each(memberCalls)('%s: refused without its scope, let through with it, never for a stranger', async (name) => {
    const scope = scopeNeeded(name);
    if (DELEGATION_STANCES[name] === SELF_STANCE) {
      // The person's own whomever they act for: the grant is not read, so it is never refused as acting.
      for (const [who, grant] of [
        [grantee, full],
        [stranger, full],
      ] as const) {
        const res = await under(who, name, grant);
        expect(actingRefusal(res.body), JSON.stringify(res.body)).toBe(false);
      }
      return;
    }
    if (DELEGATION_STANCES[name] === COMPANY_STANCE) {
      // Under any grant but a company's primary authority the call is the person's own, never the owner's.
      const plain = await under(grantee, name, full);
      expect(actingRefusal(plain.body), JSON.stringify(plain.body)).toBe(false);
      const asPrimary = await under(grantee, name, primary);
      expect(actingRefusal(asPrimary.body), JSON.stringify(asPrimary.body)).toBe(false);
      const theirs = await under(stranger, name, primary);
      expect(theirs.body.Code).toBe(ErrorCodes.delegationEnded);
      return;
    }
    if (scope === null) {
      const res = await under(grantee, name, full);
      expect(res.status).toBe(403);
      expect(res.body.Message).toBe(DelegationMessages.notActing);
      return;
    }
    const without = await under(grantee, name, lacking.get(scope) as number);
    expect(without.status).toBe(403);
    expect(without.body.Message).toBe(DelegationMessages.scopeMissing);
    const withIt = await under(grantee, name, full);
    expect(actingRefusal(withIt.body), JSON.stringify(withIt.body)).toBe(false);
    const theirs = await under(stranger, name, full);
    expect(theirs.status).toBe(403);
    expect(theirs.body.Code).toBe(ErrorCodes.delegationEnded);
  });
});
