import { describe, expect, it } from 'vitest';
import {
  addDays,
  calls,
  DELEGATION_SCOPES,
  DELEGATION_STANCES,
  grantedScopes,
  grantRunsOn,
  latestExpiry,
  scopeNeeded,
} from '../../src/index.js';

describe('delegation stances', () => {
  it('names the stance of every call a member makes, so a new member call cannot forget it', () => {
    const memberCalls = Object.entries(calls)
      .filter(([, def]) => def.access.kind === 'member' || def.access.kind === 'payer')
      .map(([name]) => name);
    const missing = memberCalls.filter((name) => !(name in DELEGATION_STANCES));
    // Each belongs in DELEGATION_STANCES (packages/contracts/src/delegation/scopes.ts), with its scope or 'owner'.
    expect(missing).toEqual([]);
  });

  it('gives each call a known scope or keeps it as the owner’s own', () => {
    for (const stance of Object.values(DELEGATION_STANCES))
      expect([...DELEGATION_SCOPES, 'owner', 'company', 'self']).toContain(stance);
  });

  it('refuses a call missing from the table, and the owner’s own calls, while acting', () => {
    expect(scopeNeeded('NoSuchCall')).toBeNull();
    expect(scopeNeeded('UpdateUserForEMunicipality')).toBeNull();
    expect(scopeNeeded('StartDelegationGrant')).toBeNull();
    expect(scopeNeeded('GetOrderNumberForOnlinePayment')).toBe('pay');
    expect(scopeNeeded('RecordEMunicipalityECTDeclaration')).toBe('declare');
  });
});

describe('grant rules', () => {
  it('always grants seeing, and each scope once in catalogue order', () => {
    expect(grantedScopes(['pay', 'pay'])).toEqual(['see', 'pay']);
    expect(grantedScopes(['complain', 'declare'])).toEqual(['see', 'declare', 'complain']);
  });

  it('runs a grant through its last Istanbul day and no further, and at most a year', () => {
    expect(grantRunsOn('2026-05-01', '2026-05-01')).toBe(true);
    expect(grantRunsOn('2026-05-01', '2026-05-02')).toBe(false);
    expect(latestExpiry('2026-01-01')).toBe(addDays('2026-01-01', 365));
  });
});
