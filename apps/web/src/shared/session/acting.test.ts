import { ACTING_HEADER as CONTRACT_HEADER, ErrorCodes } from '@e-belediye/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTING_HEADER, actFor, actingFor, actingHeaderFor, DELEGATION_ENDED } from './acting.js';

afterEach(() => actFor(null));

describe('acting for someone else in this tab', () => {
  it('speaks the contract’s header and error code', () => {
    expect(ACTING_HEADER).toBe(CONTRACT_HEADER);
    expect(DELEGATION_ENDED).toBe(ErrorCodes.delegationEnded);
  });

  it('names the grant on every call while acting, and on none otherwise: the API’s stance table decides', () => {
    expect(actingHeaderFor('GetDebtListWithRevenueCode')).toBeNull();
    actFor({ grantOid: 7, ownerName: 'Zeynep Arslan' });
    expect(actingHeaderFor('GetDebtListWithRevenueCode')).toBe('7');
    expect(actingHeaderFor('StartDelegationGrant')).toBe('7');
    expect(actingHeaderFor('AcceptDelegationGrant')).toBe('7');
    actFor(null);
    expect(actingHeaderFor('GetDelegations')).toBeNull();
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
