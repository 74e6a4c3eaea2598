import type { ChannelItem } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import ChannelsDeskPage from './ChannelsDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

const channel = (oid: number, over: Partial<ChannelItem> = {}): ChannelItem => ({
  Oid: oid,
  Name: 'Belediye Binası Kiosku',
  Kind: 'kiosk',
  InstitutionCode: 'KIOSK01',
  Scopes: ['menus', 'uyelik'],
  KeyPrefix: 'ebk_demo_kio',
  RatePerMinute: 120,
  State: 'ACTIVE',
  CreatedAt: '2026-11-24T08:00:00.000Z',
  RotatedAt: null,
  RevokedAt: null,
  LastCallAt: null,
  ...over,
});

const NEW_KEY = 'ebk_Yeni0Anahtar1Yalnizca2Bir3Kez4Gosterilir5abc';

describe('the channels desk', () => {
  it('lists each channel with its kind, code, key prefix and state, never a key', async () => {
    fakeApi({
      GetChannelList: {
        Items: [channel(1), channel(2, { Name: 'Eski Kiosk', InstitutionCode: 'ESKI', State: 'REVOKED' })],
      },
    });
    renderRoute('/yonetim/kanallar', <ChannelsDeskPage />);
    const table = await screen.findByRole('table', { name: 'Kanallar' });
    const kiosk = within(table).getByRole('row', { name: /KIOSK01/ });
    expect(kiosk.textContent).toMatch(/Kiosk/);
    expect(kiosk.textContent).toMatch(/ebk_demo_kio…/);
    expect(kiosk.textContent).toMatch(/Etkin/);
    expect(kiosk.textContent).toMatch(/Hiç/);
    const revoked = within(table).getByRole('row', { name: /ESKI/ });
    expect(revoked.textContent).toMatch(/İptal edildi/);
    expect(within(revoked).queryByRole('button', { name: /Anahtarı yenile/ })).toBeNull();
  });

  it('creates a channel after checking the form, and shows its key once with a warning', async () => {
    let items = [channel(1)];
    const api = fakeApi();
    api.answer('GetChannelList', () => ({ Items: items }));
    api.answer('CreateChannel', (body) => {
      const made = channel(3, { Name: body.name, InstitutionCode: body.institutionCode, Scopes: body.scopes });
      items = [...items, made];
      return { Channel: made, ApiKey: NEW_KEY };
    });
    renderRoute('/yonetim/kanallar', <ChannelsDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni kanal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni dış kanal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Kanal adını yazınız (en az 3 karakter).')).toBeTruthy();
    expect(api.calls()).not.toContain('CreateChannel');

    fireEvent.change(within(dialog).getByLabelText(/Kanal adı/), { target: { value: 'Pazar Yeri Kiosku' } });
    fireEvent.change(within(dialog).getByLabelText(/Kurum kodu/), { target: { value: 'KIOSK02' } });
    fireEvent.click(within(dialog).getByLabelText('Sicil (sicil)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    const shown = await screen.findByRole('dialog', { name: /API anahtarı: Pazar Yeri Kiosku/ });
    expect((within(shown).getByLabelText(/KIOSK02 kurum kodunun API anahtarı/) as HTMLInputElement).value).toBe(
      NEW_KEY,
    );
    expect(within(shown).getByRole('alert').textContent).toMatch(/yalnızca şimdi gösterilir/);
    expect(within(shown).getByRole('button', { name: /Kopyala/ })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Kaydettim, kapat' }));
    await waitFor(() => expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull());
    expect(await screen.findByRole('row', { name: /KIOSK02/ })).toBeTruthy();
  });

  it('offers the SMS group to a bank channel only, never to a kiosk or the mobile app', async () => {
    fakeApi({ GetChannelList: { Items: [] } });
    renderRoute('/yonetim/kanallar', <ChannelsDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni kanal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni dış kanal' });
    const smsBox = () => within(dialog).queryByLabelText(/SMS gönderimi/);
    expect(smsBox()).toBeNull();
    expect(dialog.textContent).toMatch(/SMS gönderimi verilemez/);
    fireEvent.change(within(dialog).getByLabelText(/Tür/), { target: { value: 'bank' } });
    fireEvent.click(smsBox() as HTMLElement);
    fireEvent.change(within(dialog).getByLabelText(/Tür/), { target: { value: 'mobile' } });
    expect(smsBox()).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Tür/), { target: { value: 'bank' } });
    expect((smsBox() as HTMLInputElement).checked).toBe(false);
  });

  it('revokes a channel after a confirmation', async () => {
    let items = [channel(1)];
    const api = fakeApi();
    api.answer('GetChannelList', () => ({ Items: items }));
    api.answer('RevokeChannel', () => {
      items = [channel(1, { State: 'REVOKED', RevokedAt: '2026-11-24T10:00:00.000Z' })];
      return { Channel: items[0] };
    });
    renderRoute('/yonetim/kanallar', <ChannelsDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'İptal et: Belediye Binası Kiosku' }));
    const dialog = await screen.findByRole('dialog', { name: /kanalı iptal et/ });
    expect(dialog.textContent).toMatch(/geri alınamaz/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal et' }));
    const row = await screen.findByRole('row', { name: /İptal edildi/ });
    expect(row.textContent).toMatch(/KIOSK01/);
    expect(api.calls()).toContain('RevokeChannel');
  });

  it('shows a channel’s recent calls on request', async () => {
    fakeApi({
      GetChannelList: { Items: [channel(1)] },
      GetChannelCalls: {
        Items: [
          {
            At: '2026-11-24T09:30:00.000Z',
            CallName: 'GetMenus',
            StatusCode: 200,
            Ip: '10.0.0.5',
            RequestId: 'req-1a2b3c4d',
          },
        ],
      },
    });
    renderRoute('/yonetim/kanallar', <ChannelsDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Çağrılar: Belediye Binası Kiosku' }));
    const calls = await screen.findByRole('table', { name: 'Belediye Binası Kiosku: son çağrılar' });
    expect(within(calls).getByRole('row', { name: /GetMenus/ }).textContent).toMatch(/req-1a2b3c4d/);
  });
});
