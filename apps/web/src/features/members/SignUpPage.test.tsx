import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { standInForModalDialogs } from '../../testing/dialog.js';
import { renderRoute } from '../../testing/render.js';
import SignUpPage from './SignUpPage.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

describe('sign-up', () => {
  it('opens the membership agreement and the KVKK notice to read, and closes them', async () => {
    fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false } });
    renderRoute('/session/signup', <SignUpPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Üyelik sözleşmesini oku' }));
    expect(screen.getByRole('heading', { name: 'E-Belediye Üyelik Sözleşmesi' })).toBeTruthy();
    expect(screen.getByText(/Şifre yalnızca Üye tarafından bilinir/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Kapat' })[0]);
    expect(screen.queryByRole('heading', { name: 'E-Belediye Üyelik Sözleşmesi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'KVKK aydınlatma metnini oku' }));
    expect(screen.getByRole('heading', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toBeTruthy();
    expect(screen.getByText(/6698 sayılı/)).toBeTruthy();
  });

  it('fills in the ID e-Devlet confirmed when the citizen comes from an e-Devlet login with no record', async () => {
    fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false } });
    renderRoute(
      '*',
      <Routes>
        <Route
          path="/e-devlet-girisi"
          element={
            <Link to="/session/signup" state={{ pidNo: '63748192550' }}>
              Üye Ol
            </Link>
          }
        />
        <Route path="/session/signup" element={<SignUpPage />} />
      </Routes>,
      '/e-devlet-girisi',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Üye Ol' }));
    expect(((await screen.findByLabelText(/T\.C\. Kimlik No/)) as HTMLInputElement).value).toBe('63748192550');
  });
});
