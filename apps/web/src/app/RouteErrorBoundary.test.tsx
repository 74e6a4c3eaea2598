import type { AppSetting } from '@e-belediye/contracts/settings';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsProvider } from '../shared/api/settings.js';
import { LazyPage } from './lazyPage.js';
import type { PageRef } from './manifest.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';

const settings = { MunicipalityName: 'Yeşilvadi Belediyesi' } as AppSetting;

const Page = () => <h1>Meclis Kararları</h1>;

let broken = true;
/** A page that fails to render while `broken`. */
function Fragile() {
  if (broken) throw new Error('undefined is not an object');
  return <h1>Sicil Bilgilerim</h1>;
}

function renderInRoute(children: ReactNode) {
  render(
    <SettingsProvider value={settings}>
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Yükleniyor...</p>}>{children}</Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    </SettingsProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error boundary', () => {
  it('a page whose chunk cannot be fetched says so in Turkish, and "Tekrar dene" fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<PageRef['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    // A suspended render settles inside an awaited act (React 19).
    await act(async () => renderInRoute(<LazyPage page={{ load, props: {} }} />));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Lütfen tekrar deneyiniz.');
    expect(screen.getByRole('link', { name: 'Anasayfaya dön' }).getAttribute('href')).toBe('/anasayfa');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meclis Kararları' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an error while a page renders shows a message instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInRoute(<Fragile />);

    expect(screen.getByRole('heading', { level: 1, name: 'Bu sayfada bir hata oluştu' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('beklenmedik bir hata');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sicil Bilgilerim' })).toBeTruthy();
  });
});
