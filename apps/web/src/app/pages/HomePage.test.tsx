import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import type { MemberInfo } from '../../shared/session/index.js';
import { renderRoute } from '../../testing/render.js';
import { services } from '../manifest.js';
import HomePage from './HomePage.js';

const member: MemberInfo = {
  Oid: 1,
  UserName: '10000000146',
  NameSurname: 'Zeynep Arslan',
  UserDetail: { Registry: { Oid: 7, RegistryNo: '100007', RegistryInfo: { Oid: 7 } } },
};
const memberService = services.find((s) => s.live && s.access === 'member');
const tileOf = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

it('marks the services that need signing in for a visitor, and services not yet online as coming soon', async () => {
  fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false } });
  renderRoute('/anasayfa', <HomePage />);
  if (!memberService) throw new Error('a live member service');
  await waitFor(() => expect(within(tileOf(memberService.title.tr)).getByText('Giriş gerekir')).toBeTruthy());
  for (const s of services.filter((x) => !x.live)) {
    expect(within(tileOf(s.title.tr)).getByText('Yakında')).toBeTruthy();
  }
});

it('drops the sign-in badges once the member is signed in', async () => {
  sessionStorage.setItem('accessToken', 'marker');
  fakeApi({ GetSessionInfo: { Member: member, CsrfToken: 'c', MustChangePassword: false } });
  renderRoute('/anasayfa', <HomePage />);
  await waitFor(() => expect(screen.queryAllByText('Giriş gerekir')).toHaveLength(0));
  expect(screen.getAllByRole('link').length).toBeGreaterThan(5);
});

it("shows the municipality's emblem when the mayor's photo does not load", async () => {
  fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false } });
  renderRoute('/anasayfa', <HomePage />);
  const photo = screen.getByRole('img', { name: /Belediye Başkanı/ });
  fireEvent.error(photo);
  await waitFor(() => expect(photo.getAttribute('src')).toBe('/favicon.svg'));
});
