import { ACTING_HEADER as CONTRACT_HEADER, delegationCalls, ErrorCodes } from '@e-belediye/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTING_HEADER, actFor, actingFor, actingHeaderFor, asMyself, DELEGATION_ENDED, OWN_CALLS } from './acting.js';

afterEach(() => actFor(null));

describe('acting for someone else in this tab', () => {
  it('speaks the contract’s header and error code', () => {
    expect(ACTING_HEADER).toBe(CONTRACT_HEADER);
    expect(DELEGATION_ENDED).toBe(ErrorCodes.delegationEnded);
  });

  it('sends the grant on every call but the member’s own grant calls', () => {
    expect(actingHeaderFor('GetDebtListWithRevenueCode')).toBeNull();
    actFor({ grantOid: 7, ownerName: 'Zeynep Arslan' });
    expect(actingHeaderFor('GetDebtListWithRevenueCode')).toBe('7');
    for (const own of OWN_CALLS) expect(actingHeaderFor(own)).toBeNull();
    const memberCalls = Object.entries(delegationCalls).filter(([, def]) => def.access.kind === 'member');
    expect([...OWN_CALLS].sort()).toEqual(memberCalls.map(([name]) => name).sort());
  });

  it('manages a company’s grants for it only under its primary authority, and lists one’s own grants as oneself', async () => {
    actFor({ grantOid: 9, ownerName: 'Örnek Yapı A.Ş.' });
    expect(actingHeaderFor('StartDelegationGrant')).toBeNull();
    actFor({ grantOid: 9, ownerName: 'Örnek Yapı A.Ş.', company: true });
    expect(actingHeaderFor('StartDelegationGrant')).toBe('9');
    expect(actingHeaderFor('GetDelegations')).toBe('9');
    expect(actingHeaderFor('AcceptDelegationGrant')).toBeNull();
    expect(actingHeaderFor('ApplyCompanyAuthority')).toBeNull();
    let during: string | null = 'unset';
    await asMyself(async () => {
      during = actingHeaderFor('GetDelegations');
    });
    expect(during).toBeNull();
    expect(actingHeaderFor('GetDelegations')).toBe('9');
  });

  it('remembers whom it acts for across a reload of the tab, and forgets it on going back', () => {
    actFor({ grantOid: 7, ownerName: 'Zeynep Arslan' });
    expect(JSON.parse(sessionStorage.getItem('ActingFor') ?? 'null')).toEqual({
      grantOid: 7,
      ownerName: 'Zeynep Arslan',
    });
    actFor(null);
    expect(actingFor()).toBeNull();
    expect(sessionStorage.getItem('ActingFor')).toBeNull();
  });
});
