import { defaultReminderSettings, RELIGIOUS_HOLIDAYS, type RuntimeSettings } from '@e-belediye/contracts';
import { clock, istanbulDayStart } from '@e-belediye/contracts/clock';
import { todayInIstanbul } from '@e-belediye/contracts/payments';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
    // 2025 to 2027, as the list in code has them.
    ReligiousHolidays: RELIGIOUS_HOLIDAYS.filter((h) => h.FirstDay >= '2025'),
    Reminders: defaultReminderSettings,
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

describe('the bayram days on the settings desk', () => {
  // The desk opens on 24 November 2026: 2026 and later are shown, 2025 is folded away.
  const realNow = clock.now;
  beforeAll(() => {
    clock.now = () => istanbulDayStart('2026-11-24').getTime() + 12 * 3_600_000;
  });
  afterAll(() => {
    clock.now = realNow;
  });

  it('shows each bayram of this year and later with its eve and last day, and earlier years folded away', async () => {
    open();
    const ramazan = await screen.findByRole('group', { name: 'Ramazan Bayramı 2027' });
    const first = within(ramazan).getByLabelText(/İlk gün/) as HTMLInputElement;
    expect(first.value).toBe('2027-03-09');
    const span = within(ramazan).getByText('Arife (yarım gün): 08.03.2027. Son bayram günü: 11.03.2027.');
    expect(first.getAttribute('aria-describedby')).toContain(span.id);
    expect((within(ramazan).getByLabelText(/Gün sayısı/) as HTMLInputElement).value).toBe('3');
    const past = screen.getByText('Geçmiş yıllar (2025–2025)').closest('details')!;
    expect(past.open).toBe(false);
    expect(within(past).getByRole('group', { name: 'Kurban Bayramı 2025', hidden: true })).toBeTruthy();
  });

  it('edits the reminders’ rule: days before, which kinds, the quiet hours, and saves it with the rest', async () => {
    const api = open();
    const rule = await screen.findByRole('group', { name: 'Son gün hatırlatmaları' });
    fireEvent.change(within(rule).getByLabelText(/Kaç gün önce/), { target: { value: '5' } });
    fireEvent.click(within(rule).getByLabelText('Su hattı kesimi'));
    fireEvent.change(within(rule).getByLabelText('Sessiz saatler başlangıcı'), { target: { value: '22' } });
    fireEvent.change(within(rule).getByLabelText('Sessiz saatler bitişi'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText(/Değişikliğin gerekçesi/), { target: { value: 'Vergi dönemi öncesi' } });
    api.answer('UpdateRuntimeSettings', { ...current, Version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    await waitFor(() => expect(api.calls()).toContain('UpdateRuntimeSettings'));
    const { values } = api.bodyOf('UpdateRuntimeSettings') as { values: RuntimeSettings['Values'] };
    expect(values.Reminders).toEqual({
      DaysBefore: 5,
      Kinds: ['ACCRUAL', 'RESTRUCTURING', 'WATER_BILL', 'DECLARATION'],
      QuietFrom: 22,
      QuietUntil: 8,
    });
  });

  it('adds 2028’s Ramazan Bayramı and saves the list in the order of the days, with the reason', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Bayram ekle' }));
    const added = screen.getByRole('group', { name: 'Ramazan Bayramı (yeni)' });
    fireEvent.change(within(added).getByLabelText(/İlk gün/), { target: { value: '2028-02-26' } });
    expect(screen.getByRole('group', { name: 'Ramazan Bayramı 2028' })).toBe(added);
    // Kurban Bayramı 2026 taken out: a mistaken entry.
    fireEvent.click(screen.getByRole('button', { name: 'Kurban Bayramı 2026 kaydını kaldır' }));
    fireEvent.change(screen.getByLabelText(/Değişikliğin gerekçesi/), {
      target: { value: 'Diyanet 2028 bayramlarını açıkladı' },
    });
    api.answer('UpdateRuntimeSettings', { ...current, Version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    await waitFor(() => expect(api.calls()).toContain('UpdateRuntimeSettings'));
    const { values } = api.bodyOf('UpdateRuntimeSettings') as { values: RuntimeSettings['Values'] };
    expect(values.ReligiousHolidays.map((h) => `${h.Name} ${h.FirstDay} ${h.Days}`)).toEqual([
      'RAMAZAN 2025-03-30 3',
      'KURBAN 2025-06-06 4',
      'RAMAZAN 2026-03-20 3',
      'RAMAZAN 2027-03-09 3',
      'KURBAN 2027-05-16 4',
      'RAMAZAN 2028-02-26 3',
    ]);
  });

  it('ties each mistake to its field before anything is sent: a missing day, a clash with another bayram, a count of days', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Bayram ekle' }));
    const added = screen.getByRole('group', { name: 'Ramazan Bayramı (yeni)' });
    fireEvent.change(within(added).getByLabelText(/Bayram/), { target: { value: 'KURBAN' } });
    // A new name starts from its own count of days by law.
    expect((within(added).getByLabelText(/Gün sayısı/) as HTMLInputElement).value).toBe('4');
    fireEvent.change(within(added).getByLabelText(/Gün sayısı/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    const day = within(added).getByLabelText(/İlk gün/);
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${day.id}-error`)?.textContent).toBe(
      'Bayramın ilk gününü geçerli bir tarih olarak giriniz.',
    );
    expect(day.getAttribute('aria-describedby')).toContain(`${day.id}-error`);
    expect(within(added).getByText('Gün sayısı 1 ile 9 arasında olmalıdır.')).toBeTruthy();

    // Its eve, 8 March 2027, is a day before Ramazan Bayramı 2027 ends.
    fireEvent.change(day, { target: { value: '2027-03-09' } });
    fireEvent.change(within(added).getByLabelText(/Gün sayısı/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    expect(added.querySelector('legend')?.textContent).toBe('Kurban Bayramı 2027');
    expect(
      await within(added).findByText('Arifesiyle birlikte Ramazan Bayramı (09.03.2027) ile çakışıyor.'),
    ).toBeTruthy();
    // Mended, the message goes as the day is typed.
    fireEvent.change(day, { target: { value: '2028-05-04' } });
    expect(within(added).queryByText(/çakışıyor/)).toBeNull();
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(api.calls()).not.toContain('UpdateRuntimeSettings');
  });

  it('opens the earlier years when one of them has a mistake', async () => {
    open();
    const past = (await screen.findByText('Geçmiş yıllar (2025–2025)')).closest('details')!;
    past.open = true;
    const kurban = within(past).getByRole('group', { name: 'Kurban Bayramı 2025' });
    fireEvent.change(within(kurban).getByLabelText(/İlk gün/), { target: { value: '' } });
    past.open = false;
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve uygula' }));
    await waitFor(() => expect(past.open).toBe(true));
  });
});
