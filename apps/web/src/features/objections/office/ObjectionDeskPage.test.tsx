import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { renderRoute } from '../../../testing/render.js';
import { decided } from '../testing.js';
import ObjectionDeskPage from './ObjectionDeskPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const onDesk = (extra: object) => ({
  ...decided,
  Oid: 5,
  Late: false,
  RegistryName: 'Zeynep Arslan',
  ProposedDecision: null,
  ProposedCorrectedKurus: null,
  ProposedBy: null,
  NeedsSecondApproval: false,
  DeclarationOid: 41,
  ...extra,
});

const open = async () => {
  renderRoute('/yonetim/itirazlar/*', <ObjectionDeskPage />, '/yonetim/itirazlar/5');
  await screen.findByRole('heading', { level: 2, name: 'Başvuranın açıklaması' });
};

describe('İtiraz Masası: a decided case', () => {
  it('accepted on a declared debt, leads the clerk to the declaration on the review desk ("Beyannameyi düzelt")', async () => {
    fakeApi({ GetObjectionForDesk: onDesk({}) });
    await open();
    expect(screen.getByRole('link', { name: 'Beyannameyi düzelt' }).getAttribute('href')).toBe(
      '/yonetim/beyannameler/41',
    );
  });

  it('offers no declaration link when the case was rejected or the debt came from no declaration', async () => {
    fakeApi({
      GetObjectionForDesk: onDesk({ DecisionDetail: { ...decided.DecisionDetail, Decision: 'REJECTED' } }),
    });
    await open();
    expect(screen.queryByRole('link', { name: 'Beyannameyi düzelt' })).toBeNull();
    cleanup();
    fakeApi({ GetObjectionForDesk: onDesk({ DeclarationOid: null }) });
    await open();
    expect(screen.queryByRole('link', { name: 'Beyannameyi düzelt' })).toBeNull();
  });
});
