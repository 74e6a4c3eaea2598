import type { AppSetting } from '@e-belediye/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../api/settings.js';
import { ToastProvider } from '../toast/index.js';
import { PageFrame } from './PageFrame.js';
import { PageStatusProvider, type Say, usePageStatus } from './PageStatus.js';

const settings = {
  MunicipalityName: 'Yeşilvadi Belediyesi',
  ExpirationYearsToAdd: 10,
  IsEDevletLoginDisable: false,
} as AppSetting;

afterEach(cleanup);

let say: Say;
/** A desk: a title, a filter, and acts that say what they came to. */
function Desk({ title }: { title: string }) {
  say = usePageStatus().say;
  const navigate = useNavigate();
  return (
    <PageFrame title={title}>
      <form aria-label="Süzgeç">
        <input aria-label="Ara" />
      </form>
      <button type="button" onClick={() => navigate('/yonetim/kayit')}>
        Kayda git
      </button>
    </PageFrame>
  );
}

function renderDesk({ office = true } = {}) {
  const routes = (
    <Routes>
      <Route path="/yonetim/masa" element={<Desk title="Masa" />} />
      <Route path="/yonetim/kayit" element={<Desk title="Kayıt" />} />
    </Routes>
  );
  render(
    <SettingsProvider value={settings}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/yonetim/masa']}>
          {office ? <PageStatusProvider>{routes}</PageStatusProvider> : routes}
        </MemoryRouter>
      </ToastProvider>
    </SettingsProvider>,
  );
}

const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('what a desk’s act came to', () => {
  it('is said in one status under the heading, above the filters, each message replacing the last', () => {
    renderDesk();
    act(() => say('Not eklendi.'));
    act(() => say('Bildirim kapatıldı.'));
    const [status] = screen.getAllByRole('status');
    expect(status.textContent).toBe('Bildirim kapatıldı.');
    expect(screen.queryByText('Not eklendi.')).toBeNull();
    expect(follows(screen.getByRole('heading', { level: 1, name: 'Masa' }), status)).toBe(true);
    expect(follows(status, screen.getByRole('form', { name: 'Süzgeç' }))).toBe(true);
    // Not one of the toasts that float over the page.
    expect(status.closest('.toasts')).toBeNull();
  });

  it('says a refusal as an alert in the same place, taking the success message’s place', () => {
    renderDesk();
    act(() => say('Kaydedildi.'));
    act(() => say('Bu kayıt başkası tarafından değiştirildi.', { tone: 'error' }));
    expect(screen.getByRole('alert').textContent).toBe('Bu kayıt başkası tarafından değiştirildi.');
    expect(screen.queryByText('Kaydedildi.')).toBeNull();
  });

  it('belongs to its page: gone after a navigation, unless said for the page the act moves to', () => {
    renderDesk();
    act(() => say('Kaydedildi.'));
    fireEvent.click(screen.getByRole('button', { name: 'Kayda git' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kayıt' })).toBeTruthy();
    expect(screen.queryByText('Kaydedildi.')).toBeNull();

    cleanup();
    renderDesk();
    act(() => say('12 sayılı karar yayımlandı.', { nextPage: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Kayda git' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kayıt' })).toBeTruthy();
    expect(screen.getAllByRole('status')[0].textContent).toBe('12 sayılı karar yayımlandı.');
  });

  it('is a toast where a page has no place under its heading (outside the office)', () => {
    renderDesk({ office: false });
    act(() => say('Kaydedildi.'));
    expect(screen.getByText('Kaydedildi.').closest('.toasts')).toBeTruthy();
  });
});
