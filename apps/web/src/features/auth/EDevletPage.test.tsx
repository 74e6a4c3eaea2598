import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import EDevletPage from './EDevletPage.js';

afterEach(cleanup);

/** Stands in for the sign-up page: shows what the link carried to it. */
function SignUpArrival() {
  return <output data-testid="arrival">{JSON.stringify(useLocation().state)}</output>;
}

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

  it('carries the ID e-Devlet confirmed to the sign-up form, asking for it by the login’s reference', async () => {
    const api = fakeApi({
      GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false },
      LoginViaEDevlet: { Outcome: 'NO_REGISTRY', Login: null, Token: 'R'.repeat(43) },
      GetPersonInfoViaEDevlet: { sonucKodu: 'EDV09.000', kullaniciBilgileri: { kimlikNo: '63748192550' } },
    });
    renderRoute(
      '*',
      <Routes>
        <Route path="/e-devlet-girisi" element={<EDevletPage />} />
        <Route path="/session/signup" element={<SignUpArrival />} />
      </Routes>,
      '/e-devlet-girisi?code=abc&state=4242',
    );
    await screen.findByRole('heading', { name: 'Sicil bilgisi bulunamadı.' });
    await waitFor(() => expect(api.calls()).toContain('GetPersonInfoViaEDevlet'));
    expect(api.bodyOf('GetPersonInfoViaEDevlet')).toMatchObject({ token: 'R'.repeat(43) });
    fireEvent.click(screen.getByRole('link', { name: 'Üye Ol' }));
    expect((await screen.findByTestId('arrival')).textContent).toBe('{"pidNo":"63748192550"}');
  });
});
