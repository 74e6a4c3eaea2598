import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import EDevletPage from './EDevletPage.js';

afterEach(cleanup);

describe('return from e-Devlet', () => {
  it('for a citizen with no municipal record says what to do next: sign up or visit a service desk', async () => {
    fakeApi({
      GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false },
      LoginViaEDevlet: { Outcome: 'NO_REGISTRY', Login: null },
    });
    renderRoute('/e-devlet-girisi', <EDevletPage />, '/e-devlet-girisi?code=abc&state=4242');
    expect(await screen.findByRole('heading', { name: 'Sicil bilgisi bulunamadı.' })).toBeTruthy();
    expect(screen.getByText(/hizmet masalarımıza başvurabilirsiniz/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe('/session/signup');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
