import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, MemoryRouter, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../shared/api/settings.js';
import { fakeApi } from '../shared/api/testing.js';
import { FocusOnNavigation } from '../shared/routing/focus.js';
import { FormDialog } from '../shared/ui/FormDialog.js';
import { PageFrame } from '../shared/ui/PageFrame.js';
import { standInForModalDialogs } from '../testing/dialog.js';
import { settings } from '../testing/render.js';
import { App, type RouterOf } from './App.js';
import { preloadPageOf } from './lazyPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Home() {
  return (
    <PageFrame title="Anasayfa">
      <Link to="/borclar">Borçlarım</Link>
      <Link to="/sonra">Sonra gelen</Link>
    </PageFrame>
  );
}

function Debts() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('sayfa') ?? 1);
  const [open, setOpen] = useState<'again' | 'once' | null>(null);
  const [gone, setGone] = useState(false);
  const close = () => {
    if (open === 'once') setGone(true);
    setOpen(null);
  };
  return (
    <PageFrame title="Borç Sorgulama">
      <button type="button" onClick={() => setParams({ sayfa: String(page + 1) })}>
        Sayfa {page}
      </button>
      <button type="button" onClick={() => setOpen('again')}>
        Ayrıntı
      </button>
      {!gone && (
        <button type="button" onClick={() => setOpen('once')}>
          Bir kez
        </button>
      )}
      {open && (
        <FormDialog
          title="Ayrıntı"
          className="test-dialog"
          cancel="Vazgeç"
          confirm="Tamam"
          sending={{ busy: false, failure: null }}
          onSubmit={(e: FormEvent) => e.preventDefault()}
          onClose={close}
        />
      )}
    </PageFrame>
  );
}

/** A page that draws its heading only once its data is in. */
function Later() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <PageFrame title="Sonra gelen">veri</PageFrame> : <p>Yükleniyor</p>;
}

function openAt(url: string) {
  return render(
    <SettingsProvider value={settings}>
      <MemoryRouter initialEntries={[url]}>
        <FocusOnNavigation />
        <Routes>
          <Route path="/" element={<Navigate to="/anasayfa" replace />} />
          <Route path="/anasayfa" element={<Home />} />
          <Route path="/borclar" element={<Debts />} />
          <Route path="/sonra" element={<Later />} />
        </Routes>
      </MemoryRouter>
    </SettingsProvider>,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus after navigation', () => {
  it("moves focus to the new page's h1 after a link is followed", async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Borçlarım' }));
    const h1 = await heading('Borç Sorgulama');
    expect(document.activeElement).toBe(h1);
  });

  it('leaves focus where it is on the first render, the redirects of the first load included', async () => {
    openAt('/');
    await heading('Anasayfa');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses a heading drawn only once the page has its data', async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Sonra gelen' }));
    expect(screen.getByText('Yükleniyor')).toBeTruthy();
    const h1 = await heading('Sonra gelen');
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(h1);
  });

  it("leaves focus the visitor has moved while the page loads, and says the page's name instead", async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Sonra gelen' }));
    // While the page waits for its data the visitor goes elsewhere (a field outside the page).
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    await heading('Sonra gelen');
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Sonra gelen'));
    expect(document.activeElement).toBe(search);
    search.remove();
  });

  it('moves focus once per navigation, not on every render', async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Borçlarım' }));
    expect(document.activeElement).toBe(await heading('Borç Sorgulama'));
    // The visitor goes on to the pager and turns the page: the address and the page change, focus stays with them.
    const next = screen.getByRole('button', { name: /Sayfa/ });
    next.focus();
    fireEvent.click(next);
    expect(await screen.findByRole('button', { name: 'Sayfa 2' })).toBe(next);
    expect(document.activeElement).toBe(next);
  });
});

const AtHome: RouterOf = ({ children }) => <MemoryRouter initialEntries={['/anasayfa']}>{children}</MemoryRouter>;

describe('the portal', () => {
  it('takes a visitor who follows "Giriş Yap" to the sign-in heading, and leaves the first load alone', async () => {
    fakeApi({});
    vi.stubGlobal('scrollTo', () => undefined);
    // The pages' chunks are here before the test starts, as on a visitor's second page.
    await Promise.all([preloadPageOf('/anasayfa'), preloadPageOf('/session/signin')]);
    render(<App settings={settings} Router={AtHome} session={{ type: 'INIT', isAuthenticated: false, user: null }} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Giriş Yap' }));
    const h1 = await heading('E-Belediye Sistemine Giriş');
    await waitFor(() => expect(document.activeElement).toBe(h1));
  }, 30_000);
});

describe('focus after a dialog', () => {
  it('returns to the button that opened it', async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Borçlarım' }));
    await heading('Borç Sorgulama');
    const opener = screen.getByRole('button', { name: 'Ayrıntı' });
    opener.focus();
    fireEvent.click(opener);
    // As a browser does, the modal dialog takes focus.
    const cancel = await screen.findByRole('button', { name: 'Vazgeç' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('button', { name: 'Vazgeç' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("goes to the page's h1 when the opener is gone", async () => {
    openAt('/anasayfa');
    fireEvent.click(screen.getByRole('link', { name: 'Borçlarım' }));
    const h1 = await heading('Borç Sorgulama');
    const opener = screen.getByRole('button', { name: 'Bir kez' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Vazgeç' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(opener.isConnected).toBe(false);
    expect(document.activeElement).toBe(h1);
  });
});
