import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallResponse } from '../../../shared/api/client.js';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import ComplaintDeskPage from './ComplaintDeskPage.js';
import { tr } from './texts.tr.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

const item: CallResponse<'GetComplaintQueue'>['Items'][number] = {
  Oid: 7,
  TrackingNo: '2026-K7M4QX',
  Kind: 'COMPLAINT',
  CategoryName: 'Aydınlatma',
  SubcategoryName: 'Yanmayan sokak lambası',
  Subject: 'Lamba yanmıyor',
  DistrictName: 'Yeşilvadi Mahallesi',
  StreetName: 'Lale Sokak',
  Status: 'RECEIVED',
  Department: null,
  CreatedAt: '2026-11-10T09:00:00.000Z',
  AgeDays: 13,
  TargetDays: 7,
  Late: true,
};
const record: CallResponse<'GetComplaintForDesk'> = {
  ...item,
  DistrictCode: 'D1',
  StreetCode: 'S1',
  DoorNo: '12',
  Landmark: null,
  Description: 'Üç gündür iki direk yanmıyor.',
  ContactName: 'Deniz Yalçın',
  GsmNumber: '5321112233',
  Email: null,
  WrittenAnswer: false,
  MemberOid: null,
  AnsweredAt: null,
  Rating: null,
  RatingComment: null,
  MergedInto: null,
  Merged: [],
  Followers: 1,
  Files: [],
  Timeline: [
    {
      At: '2026-11-10T09:00:00.000Z',
      Kind: 'RECEIVED',
      Status: 'RECEIVED',
      Text: null,
      Public: true,
      ByCitizen: true,
      Department: null,
      StaffName: null,
      Files: [],
    },
    {
      At: '2026-11-10T10:00:00.000Z',
      Kind: 'NOTE',
      Status: null,
      Text: 'Malzeme bekleniyor.',
      Public: false,
      ByCitizen: false,
      Department: null,
      StaffName: 'Burak Şahin',
      Files: [],
    },
  ],
};
const departments = [{ TypeCode: 370, Code: '1', Name: 'Fen İşleri Müdürlüğü', SortOrder: 1 }];
const categories = [{ Oid: 2, ParentOid: null, Name: 'Aydınlatma', TargetDays: 7, Active: true, SortOrder: 2 }];

describe('complaints desk', () => {
  it('lists the open queue oldest first with the late flag, filtered as asked', async () => {
    const api = fakeApi({
      GetComplaintQueue: { Items: [item], TotalCount: 1 },
      GetComplaintCategoryDesk: categories,
      GetDistrictListFromActiveAddressSource: [],
    });
    renderRoute('/yonetim/sikayetler/*', <ComplaintDeskPage />, '/yonetim/sikayetler');
    expect(await screen.findByRole('link', { name: tr.openRecord('2026-K7M4QX') })).toBeTruthy();
    expect(screen.getByText(tr.lateBadge(7))).toBeTruthy();
    expect(api.bodyOf('GetComplaintQueue').criteria).toMatchObject({ openOnly: true, sortDir: 'asc' });
    fireEvent.change(screen.getByLabelText(tr.category, { exact: false }), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(tr.lateOnly, { exact: false }), { target: { value: 'yes' } });
    fireEvent.submit(screen.getByRole('form', { name: tr.queueCaption }));
    await screen.findByRole('link', { name: tr.openRecord('2026-K7M4QX') });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.bodyOf('GetComplaintQueue').criteria).toMatchObject({ categoryOid: 2, lateOnly: true });
  });

  it('shows a report with its internal notes and sends it to a department', async () => {
    const api = fakeApi({
      GetComplaintForDesk: record,
      RetrieveParametersWithoutAuthorization: departments,
      AssignComplaint: { TrackingNo: '2026-K7M4QX', Status: 'ASSIGNED', CitizenTold: true },
    });
    renderRoute('/yonetim/sikayetler/*', <ComplaintDeskPage />, '/yonetim/sikayetler/7');
    await screen.findByText('Deniz Yalçın');
    expect(screen.getByText('Malzeme bekleniyor.')).toBeTruthy();
    expect(screen.getByText(/Burak Şahin/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr.actions.assign }));
    const dialog = await screen.findByRole('dialog', { name: tr.actions.assign });
    await within(dialog).findByRole('option', { name: 'Fen İşleri Müdürlüğü' });
    fireEvent.change(within(dialog).getByLabelText(tr.department, { exact: false }), {
      target: { value: 'Fen İşleri Müdürlüğü' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: tr.confirm }));
    await screen.findByText(tr.done);
    expect(api.bodyOf('AssignComplaint')).toMatchObject({ complaintOid: 7, department: 'Fen İşleri Müdürlüğü' });
  });

  it('after an internal note does not claim the citizen was told', async () => {
    const api = fakeApi({
      GetComplaintForDesk: record,
      AddComplaintNote: { TrackingNo: '2026-K7M4QX', Status: 'RECEIVED', CitizenTold: false },
    });
    renderRoute('/yonetim/sikayetler/*', <ComplaintDeskPage />, '/yonetim/sikayetler/7');
    fireEvent.click(await screen.findByRole('button', { name: tr.actions.note }));
    const dialog = await screen.findByRole('dialog', { name: tr.actions.note });
    fireEvent.click(within(dialog).getByLabelText(tr.publicNote, { exact: false }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Ekip yarın gidecek.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr.confirm }));
    expect(await screen.findByText(tr.doneUntold)).toBeTruthy();
    expect(screen.queryByText(tr.done)).toBeNull();
    expect(api.bodyOf('AddComplaintNote')).toMatchObject({ complaintOid: 7, public: false });
  });

  it('asks for the answer text before a report is resolved', async () => {
    const api = fakeApi({
      GetComplaintForDesk: { ...record, Status: 'IN_PROGRESS', Department: 'Fen İşleri Müdürlüğü' },
    });
    renderRoute('/yonetim/sikayetler/*', <ComplaintDeskPage />, '/yonetim/sikayetler/7');
    fireEvent.click(await screen.findByRole('button', { name: tr.actions.status }));
    const dialog = await screen.findByRole('dialog', { name: tr.actions.status });
    fireEvent.change(within(dialog).getByLabelText(tr.newStatus, { exact: false }), { target: { value: 'RESOLVED' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tr.confirm }));
    expect(await within(dialog).findByText(tr.required)).toBeTruthy();
    expect(api.calls()).not.toContain('ChangeComplaintStatus');
  });

  it('draws the dashboard’s charts with their figures in words too', async () => {
    fakeApi({
      GetComplaintQueue: { Items: [], TotalCount: 0 },
      GetComplaintCategoryDesk: categories,
      GetDistrictListFromActiveAddressSource: [],
      GetComplaintDashboard: {
        Open: 12,
        Late: 3,
        OpenByCategory: [{ Name: 'Aydınlatma', Count: 5 }],
        OpenByDistrict: [{ Name: 'Yeşilvadi Mahallesi', Count: 4 }],
        MedianAnswerDays: 2.5,
        MedianAnswerDaysByMonth: [{ Month: '2026-10', MedianDays: 3.1, Answered: 9 }],
      },
    });
    renderRoute('/yonetim/sikayetler/*', <ComplaintDeskPage />, '/yonetim/sikayetler');
    fireEvent.click(screen.getByRole('tab', { name: tr.tabs.dashboard }));
    expect((await screen.findByTestId('open-count')).textContent).toBe('12');
    expect(screen.getByRole('img', { name: tr.byCategory })).toBeTruthy();
    expect(screen.getByText(/Aydınlatma 5/)).toBeTruthy();
  });
});
