import type { ComplaintStatus } from '@e-belediye/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResponse } from '../../shared/api/client.js';
import { fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import ComplaintsPage from './ComplaintsPage.js';
import { emptyDraft, stepErrors } from './FileReportForm.js';
import { tr } from './i18n/tr.js';

afterEach(cleanup);

const categories: CallResponse<'GetComplaintCategoryList'> = [
  { Oid: 2, ParentOid: null, Name: 'Aydınlatma', TargetDays: 7, Active: true, SortOrder: 2 },
  { Oid: 13, ParentOid: 2, Name: 'Yanmayan sokak lambası', TargetDays: 7, Active: true, SortOrder: 1 },
  { Oid: 9, ParentOid: null, Name: 'Diğer', TargetDays: 15, Active: true, SortOrder: 9 },
];
const address = {
  AddressGetCountyListWithoutAuthorization: [{ Code: '1832', Name: 'Osmangazi' }],
  GetDistrictListViaCountyCode: [{ Code: 'D1', Name: 'Yeşilvadi Mahallesi', CountyCode: '1832' }],
  GetStreetListWithoutAuthorization: [{ Code: 'S1', Name: 'Lale', TypeName: 'Sokak', DistrictCode: 'D1' }],
  GetOuterDoorListWithoutAuthorization: [{ Oid: 5, DoorNo: '12', StreetCode: 'S1', PostalCode: '16000' }],
};
const event = (kind: string, status: ComplaintStatus | null, text: string | null = null, byCitizen = false) => ({
  At: '2026-11-20T09:00:00.000Z',
  Kind: kind as 'RECEIVED',
  Status: status,
  Text: text,
  Public: true,
  ByCitizen: byCitizen,
  Department: byCitizen ? null : 'Fen İşleri Müdürlüğü',
  StaffName: null,
  Files: [],
});
const report: CallResponse<'GetComplaint'> = {
  TrackingNo: '2026-K7M4QX',
  Kind: 'COMPLAINT',
  CategoryName: 'Aydınlatma',
  SubcategoryName: 'Yanmayan sokak lambası',
  Subject: 'Lamba yanmıyor',
  Status: 'RESOLVED',
  CreatedAt: '2026-11-20T09:00:00.000Z',
  UpdatedAt: '2026-11-21T09:00:00.000Z',
  DistrictCode: 'D1',
  DistrictName: 'Yeşilvadi Mahallesi',
  StreetCode: 'S1',
  StreetName: 'Lale Sokak',
  DoorNo: '12',
  Landmark: '<img src=x onerror=alert(1)>',
  Description: 'Üç gündür iki direk yanmıyor, sokak karanlık.',
  Department: 'Fen İşleri Müdürlüğü',
  WrittenAnswer: false,
  AnsweredAt: '2026-11-21T09:00:00.000Z',
  ReopenUntil: '2026-12-21T09:00:00.000Z',
  Rating: null,
  RatingComment: null,
  MergedInto: null,
  Own: true,
  Files: [],
  Timeline: [
    event('RECEIVED', 'RECEIVED', null, true),
    event('ASSIGNED', 'ASSIGNED'),
    event('STATUS', 'RESOLVED', 'Lambalar değiştirildi.'),
  ],
};

const pick = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('filing steps', () => {
  it('asks for the type, category, subcategory and place before the details, then subject and description', () => {
    expect(Object.keys(stepErrors(0, emptyDraft, tr, true, false)).sort()).toEqual(
      ['categoryOid', 'countyCode', 'districtCode', 'kind', 'streetCode', 'subcategoryOid'].sort(),
    );
    expect(stepErrors(1, { ...emptyDraft, subject: 'Kısa', description: 'az' }, tr, false, false)).toEqual({
      subject: tr.subjectShort,
      description: tr.descriptionShort,
    });
    // A member may leave the phone empty (the one on file is used); a visitor may not.
    const contact = { ...emptyDraft, contactName: 'Deniz Yalçın' };
    expect(stepErrors(2, contact, tr, false, true)).toEqual({});
    expect(stepErrors(2, contact, tr, false, false)).toEqual({ gsmNumber: tr.required });
  });
});

describe('/ComplaintsAndRequests', () => {
  it('shows open reports of the same street and category before the report is written', async () => {
    const api = fakeApi({
      GetComplaintCategoryList: categories,
      ...address,
      FindSimilarComplaints: [
        {
          TrackingNo: '2026-ABC234',
          Subject: 'Sokak lambası yanmıyor',
          Status: 'ASSIGNED',
          CreatedAt: '2026-11-19T08:00:00.000Z',
          Followers: 2,
        },
      ],
    });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />);
    await screen.findByRole('option', { name: 'Aydınlatma' });
    pick(tr.kind, 'COMPLAINT');
    pick(tr.category, '2');
    await screen.findByRole('option', { name: 'Yanmayan sokak lambası' });
    pick(tr.subcategory, '13');
    await screen.findByRole('option', { name: 'Osmangazi' });
    pick(tr.county, '1832');
    await screen.findByRole('option', { name: 'Yeşilvadi Mahallesi' });
    pick(tr.district, 'D1');
    await screen.findByRole('option', { name: 'Lale Sokak' });
    pick(tr.street, 'S1');
    const similar = await screen.findByRole('region', { name: tr.similarTitle });
    expect(within(similar).getByText('Sokak lambası yanmıyor')).toBeTruthy();
    expect(within(similar).getByText(/2026-ABC234/)).toBeTruthy();
    expect(api.bodyOf('FindSimilarComplaints')).toMatchObject({ streetCode: 'S1', categoryOid: 2 });
    // The next step asks for the subject and description.
    fireEvent.click(screen.getByRole('button', { name: tr.next }));
    await screen.findByRole('heading', { name: tr.stepOf(2, 3, tr.steps[1]) });
    // Five lists load one after another: more than the default five seconds on a busy machine.
  }, 20_000);

  it('opens a report from the link of its SMS and shows its timeline, with typed text as text', async () => {
    const api = fakeApi({ GetComplaint: report });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />, '/ComplaintsAndRequests?takip=2026-K7M4QX');
    expect((screen.getByLabelText(tr.trackingNo, { exact: false }) as HTMLInputElement).value).toBe('2026-K7M4QX');
    fireEvent.change(screen.getByLabelText(tr.phone, { exact: false }), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: tr.show }));
    await screen.findByRole('heading', { name: /2026-K7M4QX/ });
    expect(api.bodyOf('GetComplaint')).toMatchObject({ trackingNo: '2026-K7M4QX', gsmNumber: '5321112233' });
    expect(screen.getByText('Lambalar değiştirildi.')).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    // Resolved within 30 days: the citizen may rate and reopen.
    expect(screen.getByRole('form', { name: tr.reopen })).toBeTruthy();
    expect(screen.getByRole('form', { name: tr.rate })).toBeTruthy();
  });

  it('ends the progress line of a report closed without resolution on “Kapatıldı” with the office’s reason', async () => {
    const closed: CallResponse<'GetComplaint'> = {
      ...report,
      Status: 'CLOSED',
      Timeline: [
        event('RECEIVED', 'RECEIVED', null, true),
        event('ASSIGNED', 'ASSIGNED'),
        event('CLOSED', 'CLOSED', 'Bu yol Karayolları’nın sorumluluğunda.'),
      ],
    };
    fakeApi({ GetComplaint: closed });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />, '/ComplaintsAndRequests?takip=2026-K7M4QX');
    fireEvent.change(screen.getByLabelText(tr.phone, { exact: false }), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: tr.show }));
    const progress = await screen.findByRole('list', { name: tr.status });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Alındı', 'Müdürlüğe iletildi', 'İşlemde', 'Kapatıldı']);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    expect(within(progress).queryByText('Çözüldü')).toBeNull();
    expect(screen.getByText(tr.closedReason('Bu yol Karayolları’nın sorumluluğunda.'))).toBeTruthy();
  });

  it('ends the progress line of a resolved report on “Çözüldü”, with no closing reason', async () => {
    fakeApi({ GetComplaint: report });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />, '/ComplaintsAndRequests?takip=2026-K7M4QX');
    fireEvent.change(screen.getByLabelText(tr.phone, { exact: false }), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: tr.show }));
    const progress = await screen.findByRole('list', { name: tr.status });
    expect(within(progress).getAllByRole('listitem').at(-1)?.textContent).toBe('Çözüldü');
    expect(screen.queryByText(/çözülmeden kapattı/)).toBeNull();
  });

  it('reopens with a reason and shows the server’s refusal in its words', async () => {
    const api = fakeApi({
      GetComplaint: report,
      ReopenComplaint: refuse(409, 'Bildirim yanıtlandıktan sonraki 30 gün içinde yeniden açılabilir.'),
    });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />, '/ComplaintsAndRequests?takip=2026-K7M4QX');
    fireEvent.change(screen.getByLabelText(tr.phone, { exact: false }), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: tr.show }));
    const form = await screen.findByRole('form', { name: tr.reopen });
    fireEvent.change(within(form).getByLabelText(tr.reopenReason, { exact: false }), {
      target: { value: 'Lambalardan biri yine yanmıyor.' },
    });
    fireEvent.submit(form);
    await within(form).findByText(/30 gün içinde/);
    expect(api.bodyOf('ReopenComplaint')).toMatchObject({
      trackingNo: '2026-K7M4QX',
      gsmNumber: '5321112233',
      reason: 'Lambalardan biri yine yanmıyor.',
    });
  });

  it('lists a signed-in member’s own and followed reports, and opens one without asking the phone', async () => {
    const member = {
      Oid: 1,
      UserName: '10000000146',
      NameSurname: 'Zeynep Arslan',
      UserDetail: { Registry: { Oid: 4, RegistryNo: 'S-000004', RegistryInfo: { Oid: 4 } } },
    };
    const summary = (no: string, own: boolean) => ({
      TrackingNo: no,
      Kind: 'COMPLAINT' as const,
      CategoryName: 'Aydınlatma',
      SubcategoryName: null,
      Subject: own ? 'Lamba yanmıyor' : 'Çöp toplanmadı',
      Status: 'IN_PROGRESS' as const,
      CreatedAt: '2026-11-20T09:00:00.000Z',
      UpdatedAt: '2026-11-20T09:00:00.000Z',
      Own: own,
    });
    const api = fakeApi({
      GetSessionInfo: { Member: member, CsrfToken: 'csrf', MustChangePassword: false },
      GetComplaintCategoryList: categories,
      ...address,
      GetMyComplaints: [summary('2026-K7M4QX', true), summary('2026-ABC234', false)],
      GetComplaint: report,
    });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />);
    const mineTab = await screen.findByRole('tab', { name: tr.tabs.mine });
    await act(async () => fireEvent.click(mineTab));
    const table = await screen.findByRole('table', { name: tr.tabs.mine });
    expect(within(table).getByText(`(${tr.mineFollowed})`)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: `${tr.open}: 2026-K7M4QX` }));
    await screen.findByRole('heading', { name: /2026-K7M4QX — Lamba yanmıyor/ });
    expect(api.bodyOf('GetComplaint')).toEqual({ trackingNo: '2026-K7M4QX', userName: expect.any(String) });
  });

  it('says when a tracking number and phone do not match', async () => {
    fakeApi({ GetComplaint: refuse(404, 'Bu takip numarası ve telefonla eşleşen bir bildirim bulunamadı.') });
    renderRoute('/ComplaintsAndRequests', <ComplaintsPage />, '/ComplaintsAndRequests?takip=2026-K7M4QX');
    fireEvent.change(screen.getByLabelText(tr.phone, { exact: false }), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: tr.show }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/eşleşen bir bildirim bulunamadı/));
  });
});
