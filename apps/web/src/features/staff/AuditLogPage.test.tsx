import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import AuditLogPage from './AuditLogPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = {
  Oid: 5,
  At: '2026-11-24T07:30:00Z',
  Action: 'STAFF_CREATED',
  StaffOid: 1,
  StaffName: 'yonetici',
  MemberOid: null,
  RecordType: 'staff',
  RecordId: '9',
  Ip: '10.0.0.7',
  Before: null,
  After: { UserName: 'ayse.yazici', RoleCodes: ['YAZI_ISLERI'] },
  Detail: {},
};

describe('the audit log page', () => {
  it('lists who did what (in words), when, from where, to which record, and unfolds the record after the act', async () => {
    fakeApi({ GetAuditLog: { Items: [entry], TotalCount: 1 } });
    renderRoute('/yonetim/denetim', <AuditLogPage />);
    const row = (await screen.findByRole('cell', { name: 'Personel oluşturuldu' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('yonetici')).toBeTruthy();
    expect(within(row).getByText('Personel 9')).toBeTruthy();
    expect(within(row).getByText('10.0.0.7')).toBeTruthy();
    // Istanbul time, whatever the machine's zone.
    expect(within(row).getByText(/10:30:00/)).toBeTruthy();
    fireEvent.click(within(row).getByText('Göster'));
    expect(within(row).getByText(/ayse\.yazici/)).toBeTruthy();
    expect(within(row).queryByText('Önce')).toBeNull();
  });

  it('sends the filter as the call takes it, empty fields left out', async () => {
    const api = fakeApi({ GetAuditLog: { Items: [], TotalCount: 0 } });
    renderRoute('/yonetim/denetim', <AuditLogPage />);
    await vi.waitFor(() => expect(api.calls()).toContain('GetAuditLog'));
    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Personel no'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('İşlem'), { target: { value: 'STAFF_CREATED' } });
    fireEvent.change(screen.getByLabelText('Kayıt türü'), { target: { value: 'staff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Süz' }));
    await vi.waitFor(() =>
      expect(api.bodyOf('GetAuditLog')).toEqual({
        userName: 'EBELEDIYE',
        dateFrom: '2026-11-01',
        staffOid: 12,
        action: 'STAFF_CREATED',
        recordType: 'staff',
        page: 1,
        pageSize: 25,
      }),
    );
  });
});
