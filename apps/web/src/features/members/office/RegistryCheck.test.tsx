import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { renderRoute } from '../../../testing/render.js';
import MembersDeskPage from './MembersDeskPage.js';

afterEach(cleanup);

describe('checking numbers before registries are opened', () => {
  it('sends one number a line with the type chosen and names each number’s problems', async () => {
    const api = fakeApi();
    api.answer('GetAllUsersForEmunicipality', { Items: [], TotalCount: 0, PageIndex: 0, PageSize: 25, Masked: false });
    api.answer('ValidateRegistries', {
      Valid: false,
      Items: [
        { Index: 0, PidNo: '5424624480', Valid: true, Problems: [], ExistingRegistryNo: null },
        {
          Index: 1,
          PidNo: '1234567890',
          Valid: false,
          Problems: ['Geçerli bir Vergi Kimlik No değil (10 hane, sağlama tutmuyor).'],
          ExistingRegistryNo: null,
        },
      ],
    });
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler');
    const section = await screen.findByRole('region', { name: 'Sicil açmadan önce denetim' });
    fireEvent.click(within(section).getByRole('button', { name: 'Denetle' }));
    expect(within(section).getByText('Denetlenecek en az bir numara yazınız.')).toBeTruthy();
    expect(api.calls()).not.toContain('ValidateRegistries');

    fireEvent.change(within(section).getByLabelText('Sicil türü'), { target: { value: 'T' } });
    fireEvent.change(within(section).getByLabelText(/her satıra bir/), {
      target: { value: '5424624480\n\n 1234 567 890 \n' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Denetle' }));
    expect(
      await within(section).findByText('Bazı numaralarda sorun var; aşağıda her birinin nedeni yazıyor.'),
    ).toBeTruthy();
    expect(api.bodyOf('ValidateRegistries')).toMatchObject({
      registries: [
        { registryType: 'T', pidNo: '5424624480' },
        { registryType: 'T', pidNo: '1234567890' },
      ],
    });
    const row = within(section).getByRole('row', { name: /1234567890/ });
    expect(within(row).getByText('Sorunlu')).toBeTruthy();
    expect(within(row).getByText(/sağlama tutmuyor/)).toBeTruthy();
  });
});
