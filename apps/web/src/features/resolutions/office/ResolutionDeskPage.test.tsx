import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallResponse } from '../../../shared/api/client.js';
import { fakeApi, refuse } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import ResolutionDeskPage from './ResolutionDeskPage.js';
import { draftErrors, emptyDraft } from './ResolutionEditor.js';
import { tr } from './texts.tr.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

const types = [
  { Code: 'M01', Name: 'İmar Planı', Kind: 'COUNCIL' as const },
  { Code: 'M02', Name: 'Bütçe', Kind: 'COUNCIL' as const },
];
const published: CallResponse<'GetResolution'> = {
  Oid: 31,
  Kind: 'COUNCIL',
  Number: '2026/14',
  Date: '2026-03-05',
  TypeCode: 'M01',
  TypeName: 'İmar Planı',
  Subject: 'Park alanı tahsisi',
  MeetingNo: 3,
  AgendaNo: 4,
  Department: 'İmar ve Şehircilik Müdürlüğü',
  Text: 'Birinci paragraf, yeterince uzun bir metin.\nİkinci paragraf.',
  Status: 'PUBLISHED',
  Version: 2,
  WithdrawalReason: null,
  UpdatedAt: '2026-03-06T09:00:00.000Z',
  Attachments: [],
};
// The fake API's answers live out here: the linter reads a capitalised function inside a test as a component.
let current = published;
const readCurrent = () => current;
const publishAnswer = () => ({ Oid: 31, Version: 1 });
const withdrawAnswer = (body: { reason: string }) => {
  current = { ...published, Status: 'WITHDRAWN', Version: 3, WithdrawalReason: body.reason };
  return { Oid: 31, Version: 3 };
};

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('resolution editor rules', () => {
  it('asks for every field, a year/sequence number of the date’s year and no future date', () => {
    const empty = draftErrors(emptyDraft(), tr, '2026-06-01');
    expect(Object.keys(empty).sort()).toEqual(
      ['agendaNo', 'date', 'department', 'fullText', 'meetingNo', 'number', 'subject', 'typeCode'].sort(),
    );
    const filled = { ...emptyDraft(), meetingNo: '1', agendaNo: '2', typeCode: 'M01', department: 'Yazı İşleri' };
    const text = { subject: 'Park alanı', fullText: 'Metin yirmi karakterden uzun olsun.' };
    expect(draftErrors({ ...filled, ...text, number: '14', date: '2026-05-01' }, tr, '2026-06-01')).toEqual({
      number: tr.numberFormat,
    });
    expect(draftErrors({ ...filled, ...text, number: '2025/14', date: '2026-05-01' }, tr, '2026-06-01')).toEqual({
      number: tr.numberYear,
    });
    expect(draftErrors({ ...filled, ...text, number: '2026/14', date: '2026-06-02' }, tr, '2026-06-01')).toEqual({
      date: tr.futureDate,
    });
    expect(draftErrors({ ...filled, ...text, number: '2026/14', date: '2026-06-01' }, tr, '2026-06-01')).toEqual({});
  });
});

describe('resolutions desk', () => {
  it('shows each mistake at its field and sends nothing; a valid form is published as the preview shows it', async () => {
    const api = fakeApi({
      GetResolutionTypeList: types,
      PublishResolution: publishAnswer,
      GetResolution: { ...published, Version: 1 },
      GetResolutionVersions: [],
    });
    renderRoute('/yonetim/kararlar/*', <ResolutionDeskPage />, '/yonetim/kararlar/yeni');
    expect(await screen.findByRole('heading', { name: 'Yeni karar yayımla' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yayımla' }));
    expect(screen.getByText('Formda düzeltilmesi gereken alanlar var.')).toBeTruthy();
    expect(field('Karar no').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls()).not.toContain('PublishResolution');

    type('Karar no', '2026/14');
    type('Karar tarihi', '2026-03-05');
    type('Toplantı no', '3');
    type('Gündem maddesi', '4');
    await screen.findByRole('option', { name: 'İmar Planı' });
    type('Karar tipi', 'M01');
    type('İlgili birim', 'İmar ve Şehircilik Müdürlüğü');
    type('Konu', 'Park alanı tahsisi');
    type('Karar metni', 'Birinci paragraf, yeterince uzun bir metin.\nİkinci paragraf.');
    const preview = screen.getByRole('region', { name: 'Vatandaşın göreceği' });
    expect(within(preview).getByRole('heading', { name: 'Park alanı tahsisi' })).toBeTruthy();
    expect(within(preview).getByText('İkinci paragraf.')).toBeTruthy();
    expect(within(preview).getByText('İmar Planı')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yayımla' }));
    await waitFor(() =>
      expect(api.bodyOf('PublishResolution')).toMatchObject({
        kind: 'COUNCIL',
        number: '2026/14',
        date: '2026-03-05',
        meetingNo: 3,
        agendaNo: 4,
        typeCode: 'M01',
        subject: 'Park alanı tahsisi',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Karar 2026/14' })).toBeTruthy();
  });

  it('shows the API’s refusal in Turkish, and saves a correction against the version it was read at', async () => {
    const api = fakeApi({
      GetResolutionTypeList: types,
      GetResolution: published,
      GetResolutionVersions: [],
      UpdateResolution: refuse(
        409,
        '2026/15 numaralı bir meclis kararı zaten var; numara her yıl içinde bir kez verilir.',
      ),
    });
    renderRoute('/yonetim/kararlar/*', <ResolutionDeskPage />, '/yonetim/kararlar/31');
    expect(await screen.findByRole('heading', { name: 'Karar 2026/14' })).toBeTruthy();
    type('Karar no', '2026/15');
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet (yeni sürüm)' }));
    expect(await screen.findByText(/2026\/15 numaralı bir meclis kararı zaten var/)).toBeTruthy();
    expect(api.bodyOf('UpdateResolution')).toMatchObject({ resolutionOid: 31, version: 2, number: '2026/15' });
  });

  it('withdraws only with a reason; a withdrawn resolution cannot be edited', async () => {
    current = published;
    const api = fakeApi({
      GetResolutionTypeList: types,
      GetResolution: readCurrent,
      GetResolutionVersions: [],
      WithdrawResolution: withdrawAnswer,
    });
    renderRoute('/yonetim/kararlar/*', <ResolutionDeskPage />, '/yonetim/kararlar/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Kararı geri çek' }));
    const dialog = screen.getByRole('dialog', { name: 'Kararı geri çek' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    expect(within(dialog).getByText('Bu alan zorunludur.')).toBeTruthy();
    expect(api.calls()).not.toContain('WithdrawResolution');
    fireEvent.change(within(dialog).getByLabelText('Gerekçe', { exact: false }), {
      target: { value: 'Yargı kararı üzerine' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    await waitFor(() => expect(api.bodyOf('WithdrawResolution')).toMatchObject({ resolutionOid: 31, version: 2 }));
    expect(await screen.findByText(/düzenlenemez/)).toBeTruthy();
    expect(screen.getByText('Bu karar geri çekilmiştir.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri kaydet (yeni sürüm)' })).toBeNull();
  });
});
