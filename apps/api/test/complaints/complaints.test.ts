import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { issueSmsCode } from '../../src/modules/verification/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** A clerk of the complaints desk, and a colleague of another desk. */
const staff: Record<string, Principal> = {
  clerk: { kind: 'staff', staffOid: 4242, permissions: new Set(['complaints.handle']), regionCode: null },
  other: { kind: 'staff', staffOid: 4343, permissions: new Set(['members.read']), regionCode: null },
};

let t: IdentityApp;
let place: { districtCode: string; streetCode: string; otherStreet: string };
let member: { pid: string; gsm: string };
beforeAll(async () => {
  t = await openIdentityApp({
    // Staff stand in by a header; everyone else is who their session cookie says.
    principalOf: (request) =>
      staff[String(request.headers['x-test-as'])] ??
      (request.session ? { kind: 'member', memberOid: request.session.memberOid } : null),
  });
  await t.database.db
    .insertInto('staff')
    .values(
      [4242, 4343].map((oid) => ({ oid, username: `sikayet${oid}`, display_name: `Memur ${oid}`, password_hash: 'x' })),
    )
    .execute();
  const streets = await t.database.db
    .selectFrom('street')
    .select(['code', 'district_code'])
    .orderBy('code')
    .limit(2)
    .execute();
  place = { districtCode: streets[0].district_code, streetCode: streets[0].code, otherStreet: streets[1].code };
  const m = await t.database.db
    .selectFrom('member')
    .select(['pid_no', 'gsm_number'])
    .where('pid_no', '=', '10000000146')
    .executeTakeFirstOrThrow();
  member = { pid: m.pid_no, gsm: m.gsm_number as string };
});
afterAll(async () => {
  await t?.close();
});

/** A staff call, as the clerk (or another staff member). */
async function desk<T = Record<string, unknown>>(name: string, body: object, who = 'clerk') {
  const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-test-as': who } });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

/** The smallest PNG: a 1×1 pixel. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
).toString('base64');

let phoneSerial = 3001000;
const newPhone = () => `532${phoneSerial++}`;

/** Texts the SMS gateway received for a phone, after the outbox is sent. */
async function smsTo(gsm: string) {
  await t.flushSms();
  return (await t.inbox(gsm)).map((m) => m.msg);
}

/** The SMS code sent to `gsm` for the phone check, as the citizen reads it from the phone. */
async function proveBySms(a: Agent, gsm: string) {
  const sent = await a.api.SendSms({ gsmNumber: gsm, verification: await a.human() });
  expect(sent.status).toBe(200);
  const texts = await smsTo(gsm);
  const code = /(\d{6})\s*$/.exec(texts[texts.length - 1])![1];
  return { challengeId: sent.body.ChallengeId, code };
}

const report = (extra: object = {}) => ({
  kind: 'COMPLAINT' as const,
  categoryOid: 2,
  subcategoryOid: 13,
  subject: 'Sokak lambası yanmıyor',
  description: 'Üç gündür sokaktaki iki direk yanmıyor, akşamları sokak karanlık kalıyor.',
  districtCode: place.districtCode,
  streetCode: place.streetCode,
  landmark: 'Fırının önü <b>kalın</b>',
  contactName: 'Deniz Yalçın',
  writtenAnswer: true,
  ...extra,
});

let ipSerial = 1;
/**
 * The same proof without the browser's round trip, from an address of its own: SendSms allows an address ten codes
 * in a quarter of an hour, and this file needs more. SendSms itself is proven in the tests above.
 */
async function proofFor(gsm: string) {
  const sent = await issueSmsCode(t.database.db, {
    purpose: 'phone',
    subject: gsm,
    gsmNumber: gsm,
    ip: `10.9.0.${ipSerial++}`,
  });
  const texts = await smsTo(gsm);
  return { challengeId: sent.ChallengeId, code: /(\d{6})\s*$/.exec(texts[texts.length - 1])![1] };
}

/** An anonymous citizen files a report with a verified phone; returns the browser, phone and tracking number. */
async function fileAnonymously(extra: object = {}) {
  const a = new Agent(t);
  const gsm = newPhone();
  const res = await a.api.FileComplaint(report({ gsmNumber: gsm, phoneProof: await proofFor(gsm), ...extra }));
  expect(res.status, res.body.Message).toBe(200);
  return { a, gsm, trackingNo: res.body.TrackingNo };
}

const oidOf = async (trackingNo: string) =>
  (
    await t.database.db
      .selectFrom('complaint')
      .select('oid')
      .where('tracking_no', '=', trackingNo)
      .executeTakeFirstOrThrow()
  ).oid;

describe('filing a report', () => {
  it('lists the categories in use with their subcategories', async () => {
    const res = await t.api.GetComplaintCategoryList();
    expect(res.status).toBe(200);
    const lighting = res.body.find((c) => c.Name === 'Aydınlatma')!;
    expect(lighting).toMatchObject({ ParentOid: null, Active: true });
    expect(res.body.filter((c) => c.ParentOid === lighting.Oid).map((c) => c.Name)).toContain('Yanmayan sokak lambası');
  });

  it('files anonymously with an SMS-verified phone and a photo; the tracking number and phone open the timeline', async () => {
    const a = new Agent(t);
    const gsm = newPhone();
    const upload = await a.api.UploadFile({
      FileName: 'lamba-fotografi-cok-uzun-bir-ad.png',
      ContentBase64: png,
      Purpose: 'complaint',
    });
    expect(upload.status, upload.body.Message).toBe(200);
    const res = await a.api.FileComplaint(
      report({ gsmNumber: gsm, phoneProof: await proveBySms(a, gsm), fileIds: [upload.body.FileId] }),
    );
    expect(res.status, res.body.Message).toBe(200);
    expect(res.body).toMatchObject({ Status: 'RECEIVED' });
    expect(res.body.TrackingNo).toMatch(/^\d{4}-[2-9A-HJ-NP-Z]{6}$/);
    expect((await smsTo(gsm)).some((m) => m.includes(res.body.TrackingNo) && m.includes('alındı'))).toBe(true);

    // Someone else, with only the number, or with another phone, learns nothing.
    const stranger = new Agent(t);
    expect((await stranger.api.GetComplaint({ trackingNo: res.body.TrackingNo })).status).toBe(404);
    expect((await stranger.api.GetComplaint({ trackingNo: res.body.TrackingNo, gsmNumber: newPhone() })).status).toBe(
      404,
    );

    const view = await stranger.api.GetComplaint({ trackingNo: res.body.TrackingNo.toLowerCase(), gsmNumber: gsm });
    expect(view.status, view.body.Message).toBe(200);
    // Stored as typed: the page escapes it when it shows it.
    expect(view.body).toMatchObject({ Own: true, Status: 'RECEIVED', Landmark: 'Fırının önü <b>kalın</b>' });
    expect(view.body.Files).toHaveLength(1);
    expect(view.body.Files[0].FileName.length).toBeLessThanOrEqual(25);
    expect(view.body.Timeline.map((e) => e.Kind)).toEqual(['RECEIVED']);
    // The photo opens for its uploader and for the desk, not for someone who only knows the report.
    const fileId = view.body.Files[0].FileId;
    expect((await a.api.GetFile({ FileId: fileId })).status).toBe(200);
    expect((await stranger.api.GetFile({ FileId: fileId })).status).toBe(404);
    const byDesk = await desk<{ ContentType: string }>('GetFile', { FileId: fileId });
    expect(byDesk.body.ContentType).toBe('image/png');
    expect(view.body.Timeline[0].Files).toEqual([]);
  });

  it('refuses an anonymous report without the code, or with a code sent to another phone', async () => {
    const a = new Agent(t);
    const gsm = newPhone();
    const bare = await a.api.FileComplaint(report({ gsmNumber: gsm }));
    expect(bare.status).toBe(400);
    expect(bare.body.Message).toMatch(/doğrulama kodu/i);
    const proof = await proveBySms(a, newPhone());
    const other = await a.api.FileComplaint(report({ gsmNumber: gsm, phoneProof: proof }));
    expect(other.status).toBe(400);
    expect(other.body.Message).toMatch(/bu telefon numarasına gönderilmedi/);
  });

  it('a member files with the phone on file and no code, and finds the report among their own', async () => {
    const a = new Agent(t);
    expect((await a.login(member.pid, 'Demo.2026')).status).toBe(200);
    // No phone typed: the one on file; typed the same, no code either.
    const res = await a.api.FileComplaint(report({ kind: 'REQUEST', subject: 'Yeni lamba direği' }));
    expect(res.status, res.body.Message).toBe(200);
    const same = await a.api.FileComplaint(report({ gsmNumber: member.gsm }));
    expect(same.status, same.body.Message).toBe(200);
    expect(res.status, res.body.Message).toBe(200);
    const mine = await a.api.GetMyComplaints();
    expect(mine.body.find((r) => r.TrackingNo === res.body.TrackingNo)).toMatchObject({ Own: true, Kind: 'REQUEST' });
    // Signed in, the tracking number is enough; someone else's browser needs the phone.
    expect((await a.api.GetComplaint({ trackingNo: res.body.TrackingNo })).status).toBe(200);
    expect((await new Agent(t).api.GetComplaint({ trackingNo: res.body.TrackingNo })).status).toBe(404);
  });

  it('refuses a file uploaded by another browser', async () => {
    const other = new Agent(t);
    const upload = await other.api.UploadFile({ FileName: 'foto.png', ContentBase64: png, Purpose: 'complaint' });
    expect(upload.status).toBe(200);
    const a = new Agent(t);
    const gsm = newPhone();
    const res = await a.api.FileComplaint(
      report({ gsmNumber: gsm, phoneProof: await proveBySms(a, gsm), fileIds: [upload.body.FileId] }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const filed = await t.database.db.selectFrom('complaint').select('oid').where('gsm_number', '=', gsm).execute();
    expect(filed).toEqual([]);
  });

  it('shows open reports of the same street and category before filing, and lets a citizen follow one', async () => {
    const first = await fileAnonymously({ categoryOid: 3, subcategoryOid: 15, subject: 'Çöp toplanmadı' });
    const similar = await t.api.FindSimilarComplaints({ streetCode: place.streetCode, categoryOid: 3 });
    expect(similar.body.map((s) => s.TrackingNo)).toContain(first.trackingNo);
    const elsewhere = await t.api.FindSimilarComplaints({ streetCode: place.otherStreet, categoryOid: 3 });
    expect(elsewhere.body.map((s) => s.TrackingNo)).not.toContain(first.trackingNo);

    const b = new Agent(t);
    const gsm = newPhone();
    const follow = await b.api.FollowComplaint({
      trackingNo: first.trackingNo,
      gsmNumber: gsm,
      phoneProof: await proofFor(gsm),
    });
    expect(follow.status, follow.body.Message).toBe(200);
    const view = await b.api.GetComplaint({ trackingNo: first.trackingNo, gsmNumber: gsm });
    expect(view.body).toMatchObject({ Own: false });
    // A follower reads; only the citizen who filed adds to it.
    const add = await b.api.AddComplaintInformation({
      trackingNo: first.trackingNo,
      gsmNumber: gsm,
      text: 'Bugün de alınmadı.',
    });
    expect(add.status).toBe(404);
  });

  it('limits reports per phone per day', async () => {
    const gsm = newPhone();
    const oid = await oidOf((await fileAnonymously()).trackingNo);
    const row = await t.database.db
      .selectFrom('complaint')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    const { oid: _o, tracking_no: _t, ...rest } = row;
    await t.database.db
      .insertInto('complaint')
      .values([1, 2, 3, 4, 5].map((i) => ({ ...rest, gsm_number: gsm, tracking_no: `2026-LMTAA${i}` })))
      .execute();
    const a = new Agent(t);
    const res = await a.api.FileComplaint(report({ gsmNumber: gsm, phoneProof: await proofFor(gsm) }));
    expect(res.status).toBe(429);
    expect(res.body.Message).toMatch(/çok sayıda bildirim/);
  });
});

describe('the office works a report to its answer', () => {
  it('assigns, works and resolves it; the citizen gets an SMS at each step and sees public notes only', async () => {
    const { a, gsm, trackingNo } = await fileAnonymously();
    const complaintOid = await oidOf(trackingNo);

    const queue = await desk<{ Items: Array<{ TrackingNo: string; Late: boolean }> }>('GetComplaintQueue', {
      criteria: { status: 'RECEIVED', districtCode: place.districtCode, categoryOid: 2, pageSize: 500 },
    });
    expect(queue.body.Items.find((i) => i.TrackingNo === trackingNo)).toMatchObject({ Late: false });

    expect((await desk('ChangeComplaintStatus', { complaintOid, status: 'IN_PROGRESS' })).status).toBe(409);
    const assigned = await desk('AssignComplaint', { complaintOid, department: 'Fen İşleri Müdürlüğü' });
    expect(assigned.body).toMatchObject({ Status: 'ASSIGNED' });
    expect((await desk('ChangeComplaintStatus', { complaintOid, status: 'IN_PROGRESS' })).body).toMatchObject({
      Status: 'IN_PROGRESS',
    });
    // An internal note tells nobody, and the answer says so (the desk does not claim the citizen was told).
    const internal = await desk('AddComplaintNote', {
      complaintOid,
      text: 'Ekip cuma günü gidecek, malzeme bekleniyor.',
      public: false,
    });
    expect(internal.body).toMatchObject({ CitizenTold: false });
    expect(assigned.body).toMatchObject({ CitizenTold: true });
    const noNote = await desk('ChangeComplaintStatus', { complaintOid, status: 'RESOLVED' });
    expect(noNote.status).toBe(400);
    const resolved = await desk('ChangeComplaintStatus', {
      complaintOid,
      status: 'RESOLVED',
      note: 'Lambalar değiştirildi, sokak aydınlatması çalışıyor.',
    });
    expect(resolved.body).toMatchObject({ Status: 'RESOLVED' });

    const texts = await smsTo(gsm);
    for (const word of ['alındı', 'Fen İşleri Müdürlüğü', 'işleme alındı', 'çözüldü']) {
      expect(
        texts.some((m) => m.includes(trackingNo) && m.includes(word)),
        word,
      ).toBe(true);
    }
    const view = await a.api.GetComplaint({ trackingNo, gsmNumber: gsm });
    expect(view.body.Timeline.map((e) => e.Status ?? e.Kind)).toEqual([
      'RECEIVED',
      'ASSIGNED',
      'IN_PROGRESS',
      'RESOLVED',
    ]);
    expect(view.body.Timeline.at(-1)).toMatchObject({
      Text: 'Lambalar değiştirildi, sokak aydınlatması çalışıyor.',
      StaffName: null,
    });
    expect(JSON.stringify(view.body)).not.toContain('malzeme bekleniyor');
    expect(view.body.ReopenUntil).not.toBeNull();

    const detail = await desk<{ Timeline: Array<{ Text: string | null; Public: boolean; StaffName: string | null }> }>(
      'GetComplaintForDesk',
      { complaintOid },
    );
    expect(detail.body.Timeline.find((e) => !e.Public)).toMatchObject({ StaffName: 'Memur 4242' });
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'staff_oid'])
      .where('record_type', '=', 'complaint')
      .where('record_id', '=', String(complaintOid))
      .orderBy('oid')
      .execute();
    expect(audit.map((r) => r.event)).toEqual([
      'COMPLAINT_ASSIGNED',
      'COMPLAINT_STATUS_CHANGED',
      'COMPLAINT_INTERNAL_NOTE',
      'COMPLAINT_STATUS_CHANGED',
      'PERSONAL_DATA_READ',
    ]);

    // The citizen rates the answer, then reopens it with a reason; it goes back to the department.
    expect((await a.api.RateComplaint({ trackingNo, gsmNumber: gsm, rating: 2 })).status).toBe(200);
    const reopened = await a.api.ReopenComplaint({
      trackingNo,
      gsmNumber: gsm,
      reason: 'Lambalardan biri yine yanmıyor.',
    });
    expect(reopened.body).toMatchObject({ Status: 'IN_PROGRESS' });
    const again = await a.api.ReopenComplaint({
      trackingNo,
      gsmNumber: gsm,
      reason: 'Lambalardan biri yine yanmıyor.',
    });
    expect(again.status).toBe(409);
    const photo = await a.api.UploadFile({ FileName: 'direk.png', ContentBase64: png, Purpose: 'complaint' });
    const info = await a.api.AddComplaintInformation({
      trackingNo,
      gsmNumber: gsm,
      text: 'Köşedeki direk, 12 numara.',
      fileIds: [photo.body.FileId],
    });
    expect(info.status, info.body.Message).toBe(200);
    const after = await a.api.GetComplaint({ trackingNo, gsmNumber: gsm });
    expect(after.body.Timeline.slice(-3).map((e) => e.Kind)).toEqual(['RATED', 'REOPENED', 'INFO_ADDED']);
    expect(after.body.Rating).toBe(2);
    // A file added later is named on its entry of the timeline and listed with the report.
    expect(after.body.Timeline.at(-1)?.Files.map((f) => f.FileName)).toEqual(['direk.png']);
    expect(after.body.Files.map((f) => f.FileName)).toContain('direk.png');
  });

  it('does not reopen a report answered more than 30 days ago', async () => {
    const { a, gsm, trackingNo } = await fileAnonymously();
    const complaintOid = await oidOf(trackingNo);
    await desk('AssignComplaint', { complaintOid, department: 'Fen İşleri Müdürlüğü' });
    await desk('ChangeComplaintStatus', { complaintOid, status: 'ANSWERED', note: 'Çalışma programına alınmıştır.' });
    await t.database.db
      .updateTable('complaint')
      .set({ answered_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('oid', '=', complaintOid)
      .execute();
    const res = await a.api.ReopenComplaint({ trackingNo, gsmNumber: gsm, reason: 'Hâlâ bir şey yapılmadı.' });
    expect(res.status).toBe(409);
    expect(res.body.Message).toMatch(/30 gün/);
  });

  it('merges a duplicate: its citizen follows the surviving report and hears of its answer', async () => {
    const first = await fileAnonymously();
    const dup = await fileAnonymously();
    const firstOid = await oidOf(first.trackingNo);
    const dupOid = await oidOf(dup.trackingNo);
    expect((await desk('MergeComplaint', { complaintOid: dupOid, intoTrackingNo: dup.trackingNo })).status).toBe(400);
    const merged = await desk('MergeComplaint', { complaintOid: dupOid, intoTrackingNo: first.trackingNo });
    expect(merged.body).toMatchObject({ Status: 'MERGED' });

    const own = await dup.a.api.GetComplaint({ trackingNo: dup.trackingNo, gsmNumber: dup.gsm });
    expect(own.body).toMatchObject({ Status: 'MERGED', MergedInto: first.trackingNo });
    const followed = await dup.a.api.GetComplaint({ trackingNo: first.trackingNo, gsmNumber: dup.gsm });
    expect(followed.body).toMatchObject({ Own: false, TrackingNo: first.trackingNo });

    await desk('AssignComplaint', { complaintOid: firstOid, department: 'Fen İşleri Müdürlüğü' });
    await desk('ChangeComplaintStatus', { complaintOid: firstOid, status: 'RESOLVED', note: 'Arıza giderildi.' });
    const texts = await smsTo(dup.gsm);
    expect(texts.some((m) => m.includes(dup.trackingNo) && m.includes(first.trackingNo))).toBe(true);
    expect(texts.some((m) => m.includes(first.trackingNo) && m.includes('çözüldü'))).toBe(true);
    // A merged report takes no more acts.
    expect(
      (await desk('CloseComplaint', { complaintOid: dupOid, reason: 'Mükerrer bildirim olduğu için.' })).status,
    ).toBe(409);
  });

  it('closes a report with a reason, and flags a report past its target days as late', async () => {
    const { trackingNo } = await fileAnonymously();
    const complaintOid = await oidOf(trackingNo);
    await t.database.db
      .updateTable('complaint')
      .set({ created_at: new Date(Date.now() - 10 * 86_400_000) })
      .where('oid', '=', complaintOid)
      .execute();
    const late = await desk<{ Items: Array<{ TrackingNo: string; AgeDays: number }> }>('GetComplaintQueue', {
      criteria: { lateOnly: true, minAgeDays: 9, pageSize: 500 },
    });
    expect(late.body.Items.find((i) => i.TrackingNo === trackingNo)).toMatchObject({ AgeDays: 10 });
    const closed = await desk('CloseComplaint', {
      complaintOid,
      reason: 'Karayolları sorumluluğunda, oraya iletildi.',
    });
    expect(closed.body).toMatchObject({ Status: 'CLOSED' });
    const dashboard = await desk<{ Open: number; OpenByCategory: unknown[]; MedianAnswerDaysByMonth: unknown[] }>(
      'GetComplaintDashboard',
      {},
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.Open).toBeGreaterThan(0);
    expect(dashboard.body.OpenByCategory.length).toBeGreaterThan(0);
  });

  it('edits the category list: a new subcategory appears to citizens, one taken out of use disappears', async () => {
    const added = await desk<{ Oid: number }>('SaveComplaintCategory', {
      parentOid: 2,
      name: 'Trafik lambası',
      targetDays: 3,
    });
    expect(added.status, added.body.Message).toBe(200);
    expect((await t.api.GetComplaintCategoryList()).body.map((c) => c.Name)).toContain('Trafik lambası');
    const twice = await desk('SaveComplaintCategory', { parentOid: 2, name: 'trafik lambası', targetDays: 3 });
    expect(twice.status).toBe(409);
    await desk('SaveComplaintCategory', {
      categoryOid: added.body.Oid,
      parentOid: 2,
      name: 'Trafik lambası',
      targetDays: 3,
      active: false,
    });
    expect((await t.api.GetComplaintCategoryList()).body.map((c) => c.Name)).not.toContain('Trafik lambası');
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('event')
      .where('record_type', '=', 'complaint_category')
      .where('record_id', '=', String(added.body.Oid))
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('keeps the desk to staff with the complaints permission', async () => {
    expect((await desk('GetComplaintQueue', { criteria: {} }, 'other')).status).toBe(403);
    expect((await t.api.GetComplaintQueue({ criteria: {} })).status).toBe(401);
  });
});

describe('bad input', () => {
  const bad: Array<[string, object]> = [
    ['FindSimilarComplaints', { streetCode: '', categoryOid: 0 }],
    ['FileComplaint', { kind: 'PRAISE' }],
    ['GetComplaint', { trackingNo: '2026-00000' }],
    ['AddComplaintInformation', { trackingNo: '2026-ABCDEF', text: 'x\u0000y' }],
    ['ReopenComplaint', { trackingNo: '2026-ABCDEF', reason: 'kısa' }],
    ['RateComplaint', { trackingNo: '2026-ABCDEF', rating: 6 }],
    ['FollowComplaint', { trackingNo: '2026-ABCDEF', gsmNumber: '123' }],
    ['GetComplaintQueue', { criteria: { status: 'LOST' } }],
    ['GetComplaintForDesk', { complaintOid: -1 }],
    ['AssignComplaint', { complaintOid: 1, department: '' }],
    ['ChangeComplaintStatus', { complaintOid: 1, status: 'MERGED' }],
    ['AddComplaintNote', { complaintOid: 1, text: 'ok', public: 'yes' }],
    ['MergeComplaint', { complaintOid: 1, intoTrackingNo: 'X' }],
    ['CloseComplaint', { complaintOid: 1, reason: '' }],
    ['SaveComplaintCategory', { name: 'A', targetDays: 500 }],
  ];
  it.each(bad)('%s answers 400 with a Turkish message', async (name, body) => {
    const res = await desk(name, body);
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/[a-zçğıöşü]/i);
    expect(res.body.Message).not.toMatch(/invalid|expected|required/i);
  });

  it('refuses a subcategory of another category and a street of another district', async () => {
    const a = new Agent(t);
    const gsm = newPhone();
    const wrongSub = await a.api.FileComplaint(report({ gsmNumber: gsm, subcategoryOid: 15 }));
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.body.Message).toMatch(/Alt kategori/);
    const district = await t.database.db
      .selectFrom('district')
      .select('code')
      .where('code', '<>', place.districtCode)
      .executeTakeFirstOrThrow();
    const wrongStreet = await a.api.FileComplaint(report({ gsmNumber: gsm, districtCode: district.code }));
    expect(wrongStreet.status).toBe(400);
    expect(wrongStreet.body.Message).toMatch(/Cadde\/Sokak/);
  });
});
