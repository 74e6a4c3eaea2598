import type { RuntimeSettings } from '@e-belediye/contracts';
import { todayInIstanbul } from '@e-belediye/contracts/payments';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../shared/api/settings.js';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute, settings } from '../../testing/render.js';
import { HomeNotices } from './HomeNotices.js';
import SettingsPage from './SettingsPage.js';

afterEach(cleanup);

const current: RuntimeSettings = {
  Version: 3,
  Values: {
    OperationPauseStartHours: 23,
    OperationPauseStartMinute: 45,
    OperationPauseFinishHours: 0,
    OperationPauseFinishMinute: 15,
    ActiveBankMerchantCode: '0010',
    HomeNotices: [{ TextTr: 'Vezneler cumartesi açık.', TextEn: '', Level: 'info', From: null, Until: null }],
  },
  Banks: [
    { Code: '0010', Name: 'T.C. Ziraat Bankası' },
    { Code: '0064', Name: 'Türkiye İş Bankası' },
  ],
  ChangedBy: 'yonetici',
  ChangedAt: '2026-11-24T08:00:00.000Z',
};

function open(): FakeApi {
  const api = fakeApi({
    GetRuntimeSettings: current,
    GetRuntimeSettingVersions: {
      Items: [
        {
          Version: 3,
          Values: current.Values,
          Changed: ['ActiveBankMerchantCode', 'HomeNotices'],
          ChangedBy: 'yonetici',
          ChangedAt: '2026-11-24T08:00:00.000Z',
          Reason: 'Banka bakımı',
        },
      ],
      TotalCount: 1,
    },
  });
  renderRoute('/yonetim/ayarlar', <SettingsPage />);
  return api;
}

describe('the run-time settings desk', () => {
  it('shows the settings in force and every version with who, what and why', async () => {
    open();
    expect(((await screen.findByLabelText(/Başlangıç$/)) as HTMLInputElement).value).toBe('23:45');
    expect((screen.getByLabelText('Ödemelerde önce sunulan banka') as HTMLSelectElement).value).toBe('0010');
    expect((screen.getByLabelText(/Türkçe metin/) as HTMLTextAreaElement).value).toBe('Vezneler cumartesi açık.');
    const history = await screen.findByRole('table', { name: 'Sürüm geçmişi' });
    expect(within(history).getByText('Etkin banka, Ana sayfa duyuruları')).toBeTruthy();
    expect(within(history).getByText('Banka bakımı')).toBeTruthy();
  });

  it('checks the notices and the reason before sending, then saves from the version it was opened at', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Duyuru ekle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    expect(await screen.findByText('Duyurunun Türkçe metnini yazınız.')).toBeTruthy();
    expect(screen.getByText('Değişikliğin gerekçesini yazınız (en az 5 karakter).')).toBeTruthy();
    expect(api.calls()).not.toContain('UpdateRuntimeSettings');

    api.answer('UpdateRuntimeSettings', { ...current, Version: 4 });
    fireEvent.change(screen.getAllByLabelText(/Türkçe metin/)[1], {
      target: { value: 'Su kesintisi: Çarşı mahallesi.' },
    });
    fireEvent.change(screen.getByLabelText(/^Bitiş$/), { target: { value: '00:30' } });
    fireEvent.change(screen.getByLabelText('Ödemelerde önce sunulan banka'), { target: { value: '0064' } });
    fireEvent.change(screen.getByLabelText(/Değişikliğin gerekçesi/), { target: { value: 'Gün sonu uzadı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    await waitFor(() => expect(api.calls()).toContain('UpdateRuntimeSettings'));
    expect(api.bodyOf('UpdateRuntimeSettings')).toMatchObject({
      version: 3,
      reason: 'Gün sonu uzadı',
      values: {
        OperationPauseFinishHours: 0,
        OperationPauseFinishMinute: 30,
        ActiveBankMerchantCode: '0064',
        HomeNotices: [
          { TextTr: 'Vezneler cumartesi açık.', Level: 'info', From: null, Until: null },
          { TextTr: 'Su kesintisi: Çarşı mahallesi.', Level: 'info', From: null, Until: null },
        ],
      },
    });
  });

  it('tells the person when someone else saved first, and offers the latest version', async () => {
    const api = open();
    api.answer(
      'UpdateRuntimeSettings',
      refuse(409, 'Ayarlar siz düzenlerken başka bir personel tarafından değiştirildi.'),
    );
    fireEvent.change(await screen.findByLabelText(/Değişikliğin gerekçesi/), { target: { value: 'Yeni duyuru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    expect(await screen.findByText(/başka bir personel tarafından değiştirildi/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Son sürümü yükle' })).toBeTruthy();
  });

  it('allows at most three notices', async () => {
    open();
    const add = await screen.findByRole('button', { name: 'Duyuru ekle' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the home page notices', () => {
  const show = (notices: RuntimeSettings['Values']['HomeNotices']) =>
    render(
      <SettingsProvider value={{ ...settings, HomeNotices: notices }}>
        <HomeNotices />
      </SettingsProvider>,
    );

  it('show today’s notices and take no space when there is none', () => {
    const today = todayInIstanbul();
    show([
      { TextTr: 'Bugün geçerli duyuru', TextEn: '', Level: 'warning', From: today, Until: today },
      { TextTr: 'Süresi geçmiş duyuru', TextEn: '', Level: 'info', From: '2020-01-01', Until: '2020-01-31' },
    ]);
    const region = screen.getByRole('region', { name: 'Duyurular' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bugün geçerli duyuru']);
    cleanup();
    expect(show([]).container.innerHTML).toBe('');
  });
});
