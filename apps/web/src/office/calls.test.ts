import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../shared/api/client.js';
import { staffCallNames } from './calls.js';

afterEach(() => vi.unstubAllGlobals());

const sentToken = async (name: 'GetStaffList' | 'AddressGetCountyListWithoutAuthorization' | 'StaffLogin') => {
  const fetchMock = vi.fn(async () => new Response('{"Items":[],"TotalCount":0}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const cookie = vi
    .spyOn(document, 'cookie', 'get')
    .mockReturnValue('ebs_csrf=citizen%2B1; ebs_office_csrf=office%2B2; theme=red');
  await callApi(name, {} as never).catch(() => undefined);
  cookie.mockRestore();
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  return (init.headers as Record<string, string>)['x-csrf-token'];
};

describe('the office CSRF token', () => {
  it('is known for exactly the calls whose contract access is staff', () => {
    expect(staffCallNames).toContain('GetStaffList');
    expect(staffCallNames).toContain('GetAuditLog');
    expect(staffCallNames).toContain('StaffReauthenticate');
    expect(staffCallNames).not.toContain('StaffLogin');
    expect(staffCallNames).not.toContain('GetResolutionList');
  });

  it('a staff call sends the ebs_office_csrf cookie, any other call the citizen’s ebs_csrf', async () => {
    expect(await sentToken('GetStaffList')).toBe('office+2');
    expect(await sentToken('AddressGetCountyListWithoutAuthorization')).toBe('citizen+1');
    expect(await sentToken('StaffLogin')).toBe('citizen+1');
  });
});
