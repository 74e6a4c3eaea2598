import type { CancellationDetail } from '@e-belediye/contracts';
import { formatTry } from '@e-belediye/contracts/format';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import WaterDeskPage from './WaterDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const received: CancellationDetail = {
  Oid: 41,
  ApplicationNo: '2026-48213377',
  SubscriberNo: '10001234',
  Status: 'RECEIVED',
  StatusName: 'Başvuru alındı',
  LineStatus: 2,
  LineStatusName: 'Kesme talebi gönderildi',
  CuttingDate: '2026-12-02',
  DepositReturnType: 1,
  MaskedIban: 'TR51 **** **** **** **** **76 06',
  CutOn: null,
  FinalIndex: null,
  FinalBillKurus: null,
  FinalBill: null,
  DepositKurus: null,
  NettedKurus: null,
  RefundKurus: null,
  RefundSentOn: null,
  RejectReason: null,
  CreatedAt: '2026-11-24T09:00:00.000Z',
  Timeline: [{ Status: 'RECEIVED', StatusName: 'Başvuru alındı', At: '2026-11-24T09:00:00.000Z', Note: null }],
  SubscriberName: 'Elif Kaya',
  IdentityNumber: '31845207606',
  TariffName: 'Konut',
  MeterNo: 'BAY2412345',
  GsmNumber: '5550000103',
  Email: null,
  Address: 'Çekirge Mah. Zambak Sok. No: 4',
  Iban: 'TR510001000000031845207606',
  IbanOwner: 'Elif Kaya',
  BankName: 'Ziraat Bankası',
  BranchName: 'Yeşilvadi Şubesi',
  FieldTeam: null,
  LastIndex: 1210,
  DepositPaidKurus: 62_700,
  IdentifiedBy: 'SMS_CODE',
  NextActs: ['assign', 'reject'],
};

const queueItem = {
  Oid: 41,
  ApplicationNo: received.ApplicationNo,
  SubscriberNo: received.SubscriberNo,
  SubscriberName: received.SubscriberName,
  TariffName: 'Konut',
  Status: 'RECEIVED' as const,
  StatusName: 'Başvuru alındı',
  CuttingDate: received.CuttingDate,
  FieldTeam: null,
  CreatedAt: received.CreatedAt,
};

/** The application as the server holds it: given to a team once the desk does so. */
let current = received;
const readCurrent = () => current;
function assignTeam(body: { fieldTeam: string }) {
  current = { ...received, Status: 'ASSIGNED', FieldTeam: body.fieldTeam, NextActs: ['cut', 'reject'] };
  return current;
}

function recordCut(body: { cutOn: string }): CancellationDetail {
  return { ...received, CutOn: body.cutOn, Status: 'CUT', NextActs: ['bill'] };
}

async function openApplication() {
  renderRoute('/yonetim/su-fesih', <WaterDeskPage />);
  fireEvent.click(await screen.findByRole('button', { name: '2026-48213377 numaralı başvuruyu aç' }));
  expect(await screen.findByRole('heading', { name: 'Başvuru 2026-48213377' })).toBeTruthy();
}

describe('water desk (/yonetim/su-fesih)', () => {
  it('opens an application from the queue, offers only its next steps, and gives it to a field team', async () => {
    current = received;
    const api = fakeApi({
      GetWaterCancellationQueue: { TotalCount: 1, Items: [queueItem] },
      GetWaterCancellation: readCurrent,
      AssignWaterCancellation: assignTeam,
    });
    await openApplication();
    expect(screen.queryByRole('button', { name: 'Kesimi kaydet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Saha ekibine ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saha ekibine ver' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saha ekibine ver' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Saha ekibi/ }), {
      target: { value: 'Nilüfer Saha Ekibi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Saha ekibine ver' }));
    expect(await screen.findByRole('button', { name: 'Kesimi kaydet' })).toBeTruthy();
    expect(api.bodyOf('AssignWaterCancellation')).toMatchObject({
      cancellationOid: 41,
      fieldTeam: 'Nilüfer Saha Ekibi',
    });
  });

  it('keeps the dialog open with the server’s refusal of a step', async () => {
    const api = fakeApi({
      GetWaterCancellationQueue: { TotalCount: 1, Items: [queueItem] },
      GetWaterCancellation: { ...received, Status: 'ASSIGNED', NextActs: ['cut', 'reject'] },
      RecordWaterLineCut: refuse(400, 'Son sayaç endeksi: Son faturalanan endeksten (1210) küçük olamaz.'),
    });
    await openApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Kesimi kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kesimi kaydet' });
    // On the day the subscriber chose, whatever today's date: no reason is asked for.
    fireEvent.change(within(dialog).getByLabelText(/Kesim tarihi/), { target: { value: received.CuttingDate } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Son sayaç endeksi/ }), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kesimi kaydet' }));
    expect(await within(dialog).findByText(/küçük olamaz/)).toBeTruthy();
    expect(api.bodyOf('RecordWaterLineCut')).toMatchObject({ cancellationOid: 41, finalIndex: 1200 });
  });

  it('asks for a reason when the cut is dated before the day the subscriber chose, and sends it', async () => {
    const api = fakeApi({
      GetWaterCancellationQueue: { TotalCount: 1, Items: [queueItem] },
      GetWaterCancellation: { ...received, Status: 'ASSIGNED', NextActs: ['cut', 'reject'] },
      RecordWaterLineCut: recordCut,
    });
    await openApplication();
    fireEvent.click(screen.getByRole('button', { name: 'Kesimi kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kesimi kaydet' });
    expect(dialog.textContent).toContain('Abonenin seçtiği hat kesme tarihi: 02.12.2026.');
    const date = within(dialog).getByLabelText(/Kesim tarihi/);
    fireEvent.change(date, { target: { value: '2026-12-02' } });
    expect(within(dialog).queryByRole('textbox', { name: /Erken kesim gerekçesi/ })).toBeNull();
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    const reason = within(dialog).getByRole('textbox', { name: /Erken kesim gerekçesi/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kesimi kaydet' }));
    expect(await within(dialog).findByText('Gerekçe en az 10 karakter olmalıdır.')).toBeTruthy();
    expect(api.calls()).not.toContain('RecordWaterLineCut');
    fireEvent.change(reason, { target: { value: 'Abone telefonla erken kesim istedi.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kesimi kaydet' }));
    await vi.waitFor(() =>
      expect(api.bodyOf('RecordWaterLineCut')).toMatchObject({
        cutOn: '2026-11-30',
        earlyCutReason: 'Abone telefonla erken kesim istedi.',
      }),
    );
  });

  it('shows the final bill’s lines a clerk can check: m³, water, atık su, ÇTV, VAT and the total', async () => {
    const bill = {
      ConsumptionM3: 17,
      WaterKurus: 55_250,
      WastewaterKurus: 27_625,
      CtvKurus: 6_800,
      VatKurus: 829,
      TotalKurus: 90_504,
    };
    fakeApi({
      GetWaterCancellationQueue: { TotalCount: 1, Items: [queueItem] },
      GetWaterCancellation: { ...received, Status: 'BILLED', FinalBillKurus: 90_504, FinalBill: bill, NextActs: [] },
    });
    await openApplication();
    const lines = screen.getByRole('table', { name: 'Kesin hesap faturası: kalemler' });
    const row = (name: string) => within(lines).getByRole('row', { name: new RegExp(`^${name}`) }).textContent;
    expect(row('Tüketim')).toContain('17');
    expect(row('Su bedeli')).toContain(formatTry(55_250));
    expect(row('Atık su bedeli')).toContain(formatTry(27_625));
    expect(row('Çevre temizlik vergisi')).toContain(formatTry(6_800));
    expect(row('KDV')).toContain(formatTry(829));
    expect(row('Toplam')).toContain(formatTry(90_504));
  });

  it('labels the refund as an amount in lira, not in kuruş', async () => {
    fakeApi({
      GetWaterCancellationQueue: { TotalCount: 1, Items: [queueItem] },
      GetWaterCancellation: { ...received, Status: 'REFUND_APPROVED', RefundKurus: 62_700, NextActs: ['sendRefund'] },
    });
    await openApplication();
    fireEvent.click(screen.getByRole('button', { name: 'İade gönderildi' }));
    const dialog = await screen.findByRole('dialog', { name: 'İade gönderildi' });
    expect(dialog.textContent).toContain('İade tutarı');
    expect(dialog.textContent).toMatch(/627,00/);
    expect(dialog.textContent).not.toContain('kuruş');
  });
});
