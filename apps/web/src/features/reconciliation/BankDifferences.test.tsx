import type { BankReconciliationDifference } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { standInForModalDialogs } from '../../testing/dialog.js';
import { renderRoute } from '../../testing/render.js';
import { BankDifferences } from './BankDifferences.js';
import { waitingAtReconciliation } from './waiting.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

const difference = (oid: number, over: Partial<BankReconciliationDifference>): BankReconciliationDifference => ({
  DifferenceOid: oid,
  BankName: 'Vakıfbank Şube Tahsilatı',
  Day: '2026-11-24',
  Kind: 'MISSING_HERE',
  BankReference: `VB-${oid}`,
  OurKurus: null,
  BankKurus: 5_000,
  FoundAt: '2026-11-24T18:00:00.000Z',
  ResolvedAt: null,
  ResolvedBy: null,
  ResolutionNote: null,
  ...over,
});

const open = [
  difference(1, {}),
  difference(2, { Kind: 'AMOUNT_MISMATCH', BankReference: 'VB-2', OurKurus: 12_550, BankKurus: 12_650 }),
];

describe('the bank reconciliation differences on the desk', () => {
  it('lists each open difference with both sides’ amounts, a missing side shown as a dash', async () => {
    fakeApi({ GetBankReconciliationDifferences: { Items: open, TotalCount: 2 } });
    renderRoute('/yonetim/mutabakat', <BankDifferences />);
    const table = await screen.findByRole('table', { name: 'Banka mutabakatı farkları' });
    const missing = within(table).getByRole('row', { name: /VB-1/ });
    expect(missing.textContent).toMatch(/Bankanın listesinde var, bizde yok/);
    expect(missing.textContent).toMatch(/—/);
    expect(missing.textContent).toMatch(/50,00/);
    const apart = within(table).getByRole('row', { name: /VB-2/ });
    expect(apart.textContent).toMatch(/Tutar farklı/);
    expect(apart.textContent).toMatch(/125,50/);
    expect(apart.textContent).toMatch(/126,50/);
  });

  it('says when nothing is open', async () => {
    fakeApi({ GetBankReconciliationDifferences: { Items: [], TotalCount: 0 } });
    renderRoute('/yonetim/mutabakat', <BankDifferences />);
    expect(await screen.findByText('Çözülmemiş banka mutabakatı farkı yok.')).toBeTruthy();
  });

  it('asks for a note before marking one resolved, then sends it and lists what is still open', async () => {
    let items = open;
    const api = fakeApi();
    api.answer('GetBankReconciliationDifferences', () => ({ Items: items, TotalCount: items.length }));
    api.answer('ResolveBankReconciliationDifference', (body) => {
      items = open.filter((d) => d.DifferenceOid !== body.differenceOid);
      return { ...open[0], ResolvedAt: '2026-11-25T08:00:00.000Z', ResolvedBy: 7, ResolutionNote: body.note };
    });
    renderRoute('/yonetim/mutabakat', <BankDifferences />);
    fireEvent.click(await screen.findByRole('button', { name: 'Çözüldü: VB-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Farkı çözüldü olarak işaretle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Çözüldü olarak kaydet' }));
    expect(await within(dialog).findByText('Açıklama notunu yazınız (en az 5 karakter).')).toBeTruthy();
    expect(api.calls()).not.toContain('ResolveBankReconciliationDifference');

    fireEvent.change(within(dialog).getByLabelText(/Açıklama notu/), {
      target: { value: 'Banka mükerrer satırı listeden çıkardı.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Çözüldü olarak kaydet' }));
    await waitFor(() =>
      expect(api.bodyOf('ResolveBankReconciliationDifference')).toMatchObject({
        differenceOid: 1,
        note: 'Banka mükerrer satırı listeden çıkardı.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /VB-1/ })).toBeNull());
    expect(screen.getByRole('row', { name: /VB-2/ })).toBeTruthy();
  });

  it('counts the open differences among what waits at the desk on the work list', async () => {
    fakeApi({
      GetRefundRequests: { Items: [], TotalCount: 1 },
      GetPaymentOrderExceptions: { Items: [] },
      GetBankReconciliationDifferences: { Items: open.slice(0, 1), TotalCount: 2 },
    });
    expect(await waitingAtReconciliation()).toBe(3);
  });
});
