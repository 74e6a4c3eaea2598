import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import { services } from '../manifest.js';
import { ComingSoonPage } from './ComingSoonPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a service that is not online yet says so clearly and leads home', () => {
  fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false } });
  renderRoute('/yakinda', <ComingSoonPage />);
  expect(screen.getByRole('heading', { name: 'Bu hizmet yakında' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Anasayfaya dön' }).getAttribute('href')).toBe('/anasayfa');
});

it('every service of the portal is online', () => {
  expect(services.filter((s) => !s.live).map((s) => s.path)).toEqual([]);
});
