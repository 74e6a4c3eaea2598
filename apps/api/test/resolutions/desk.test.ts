import { todayInIstanbul } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { openTestApp } from '../support/db.js';

/** The clerk of the desk, and a colleague of another desk who may read members but not publish. */
const callers: Record<string, Principal> = {
  clerk: { kind: 'staff', staffOid: 4242, permissions: new Set(['resolutions.publish']), regionCode: null },
  other: { kind: 'staff', staffOid: 4343, permissions: new Set(['members.read']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => callers[String(request.headers['x-test-as'])] ?? null);
  // A clerk who confirmed their password and code a moment ago, as the office's re-authentication leaves them.
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
});
afterAll(async () => {
  await t?.close();
});

/** A call made by one of the callers above (or by nobody). */
async function as<T = Record<string, unknown>>(who: string | null, name: string, body: object, reauth = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { ...(who ? { 'x-test-as': who } : {}), ...(reauth ? { 'x-test-reauth': '1' } : {}) },
  });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}
const clerk = <T = Record<string, unknown>>(name: string, body: object) => as<T>('clerk', name, body);

const today = todayInIstanbul();
const year = today.slice(0, 4);
let serial = 900;
/** A valid council resolution of this year, with a number no one has used. */
const draft = (extra: object = {}) => ({
  kind: 'COUNCIL',
  number: `${year}/${serial++}`,
  date: today,
  meetingNo: 7,
  agendaNo: 3,
  typeCode: 'M01',
  department: 'İmar ve Şehircilik Müdürlüğü',
  subject: 'Zeytinlikbahçesi mahallesi imar planı değişikliği',
  fullText: 'Meclisimizce yapılan görüşmeler sonunda imar planı değişikliğinin kabulüne oy birliğiyle karar verildi.',
  ...extra,
});

const search = (text: string) =>
  t.api.GetResolutionList({ criteria: { kind: 'COUNCIL', text, pageSize: 100 } }).then((r) => r.body.Items);
const auditRows = (recordId: number) =>
  t.database.db
    .selectFrom('audit_event')
    .select(['event', 'staff_oid', 'record_type', 'before', 'after', 'ip'])
    .where('record_type', '=', 'resolution')
    .where('record_id', '=', String(recordId))
    .orderBy('oid')
    .execute();

/** The smallest file a PDF reader opens. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('resolutions desk', () => {
  it('publishes a resolution that citizens find at once by a word of its subject', async () => {
    const res = await clerk<{ Oid: number; Version: number }>('PublishResolution', draft());
    expect(res.status).toBe(200);
    expect(res.body.Version).toBe(1);
    const found = await search('ZEYTİNLİKBAHÇESİ');
    expect(found.map((r) => r.Oid)).toContain(res.body.Oid);
    const page = await t.api.GetResolution({ resolutionOid: res.body.Oid });
    expect(page.body).toMatchObject({ Status: 'PUBLISHED', Version: 1, WithdrawalReason: null, Attachments: [] });

    const [row] = await auditRows(res.body.Oid);
    expect(row).toMatchObject({ event: 'RESOLUTION_PUBLISHED', staff_oid: 4242, before: null });
    expect(row.after).toMatchObject({ subject: draft().subject, status: 'PUBLISHED', version: 1 });
  });

  it('an edit makes a new version, keeps the old one, and the search follows the new text', async () => {
    const { body } = await clerk<{ Oid: number }>(
      'PublishResolution',
      draft({ subject: 'Kavaklıdere park alanı tahsisi' }),
    );
    const edited = await clerk<{ Version: number }>(
      'UpdateResolution',
      draft({ resolutionOid: body.Oid, version: 1, subject: 'Söğütlüçeşme park alanı tahsisi', number: `${year}/890` }),
    );
    expect(edited).toMatchObject({ status: 200, body: { Oid: body.Oid, Version: 2 } });

    const versions = await clerk<Array<{ Version: number; Subject: string; StaffOid: number }>>(
      'GetResolutionVersions',
      { resolutionOid: body.Oid },
    );
    expect(versions.body.map((v) => [v.Version, v.Subject, v.StaffOid])).toEqual([
      [2, 'Söğütlüçeşme park alanı tahsisi', 4242],
      [1, 'Kavaklıdere park alanı tahsisi', 4242],
    ]);
    expect((await search('sogutlucesme')).map((r) => r.Oid)).toContain(body.Oid);
    expect((await search('kavaklidere')).map((r) => r.Oid)).not.toContain(body.Oid);

    const rows = await auditRows(body.Oid);
    expect(rows.map((r) => r.event)).toEqual(['RESOLUTION_PUBLISHED', 'RESOLUTION_UPDATED']);
    expect(rows[1].before).toMatchObject({ subject: 'Kavaklıdere park alanı tahsisi', version: 1 });
    expect(rows[1].after).toMatchObject({ subject: 'Söğütlüçeşme park alanı tahsisi', version: 2 });

    // Someone still holding version 1 cannot overwrite version 2 unseen.
    const stale = await clerk('UpdateResolution', draft({ resolutionOid: body.Oid, version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toMatch(/siz çalışırken değiştirildi/);
  });

  it('a withdrawn resolution leaves the search; its page says so with the reason, and it stays unchanged', async () => {
    const { body } = await clerk<{ Oid: number }>(
      'PublishResolution',
      draft({ subject: 'Karaağaçlık yolu genişletme' }),
    );
    expect((await search('karaagaclik')).map((r) => r.Oid)).toContain(body.Oid);
    const reason = 'Danıştay kararı üzerine geri çekildi.';
    const unconfirmed = await as('clerk', 'WithdrawResolution', { resolutionOid: body.Oid, version: 1, reason }, false);
    expect(unconfirmed).toMatchObject({ status: 403, body: { Code: 'reauth_required' } });
    const res = await clerk('WithdrawResolution', { resolutionOid: body.Oid, version: 1, reason });
    expect(res).toMatchObject({ status: 200, body: { Version: 2 } });

    expect((await search('karaagaclik')).map((r) => r.Oid)).not.toContain(body.Oid);
    const page = await t.api.GetResolution({ resolutionOid: body.Oid });
    expect(page.body).toMatchObject({ Status: 'WITHDRAWN', WithdrawalReason: reason });
    const desk = await clerk<{ Items: Array<{ Oid: number; Status: string }> }>('GetResolutionDeskList', {
      criteria: { status: 'WITHDRAWN', text: 'karaagaclik' },
    });
    expect(desk.body.Items).toEqual([expect.objectContaining({ Oid: body.Oid, Status: 'WITHDRAWN' })]);

    const again = await clerk('UpdateResolution', draft({ resolutionOid: body.Oid, version: 2 }));
    expect(again.status).toBe(409);
    const rows = await auditRows(body.Oid);
    expect(rows.at(-1)).toMatchObject({ event: 'RESOLUTION_WITHDRAWN', after: { status: 'WITHDRAWN', reason } });
  });

  it('refuses staff without the permission (403 in Turkish) and anonymous callers (401)', async () => {
    for (const name of ['PublishResolution', 'GetResolutionDeskList', 'GetResolutionVersions']) {
      const body =
        name === 'PublishResolution'
          ? draft()
          : name === 'GetResolutionVersions'
            ? { resolutionOid: 1 }
            : { criteria: {} };
      const other = await as('other', name, body);
      expect(other.status, name).toBe(403);
      expect(other.body.Message).toMatch(/yetki/i);
      expect((await as(null, name, body)).status, name).toBe(401);
    }
    expect((await search('Zeytinlikbahçesi')).length).toBe(1);
  });

  it('refuses bad input with a Turkish message naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ date: `${Number(year) + 1}-01-02`, number: `${Number(year) + 1}/1` }, /^Tarih: İleri bir tarih olamaz/],
      [{ number: '15' }, /^Karar no: Yıl\/sıra biçiminde/],
      [{ number: `${Number(year) - 1}/5` }, /^Karar no: Yılı, karar tarihinin yılıyla aynı olmalı/],
      [{ typeCode: 'E01' }, /^Karar tipi: Bu tip meclis kararlarına ait değil/],
      [{ subject: 'Yol' }, /^Konu: /],
      [{ fullText: 'kısa' }, /^Karar metni: /],
      [{ meetingNo: 0 }, /^Toplantı no: /],
    ];
    for (const [extra, message] of cases) {
      const res = await clerk('PublishResolution', draft(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.Message).toMatch(message);
    }
    const first = draft();
    expect((await clerk('PublishResolution', first)).status).toBe(200);
    const twice = await clerk('PublishResolution', { ...draft(), number: first.number });
    expect(twice.status).toBe(409);
    expect(twice.body.Message).toBe(
      `${first.number} numaralı bir meclis kararı zaten var; numara her yıl içinde bir kez verilir.`,
    );
    // The same number is free for the committee.
    const committee = await clerk('PublishResolution', {
      ...draft(),
      number: first.number,
      kind: 'COMMITTEE',
      typeCode: 'E01',
    });
    expect(committee.status).toBe(200);
    expect(
      (await clerk('WithdrawResolution', { resolutionOid: 99999999, version: 1, reason: 'Yanlış kayıt düzeltmesi.' }))
        .status,
    ).toBe(404);
  });

  it('attaches a PDF that anyone downloads while the resolution is published', async () => {
    const { body } = await clerk<{ Oid: number }>('PublishResolution', draft());
    const added = await clerk<{ Oid: number; SizeBytes: number }>('AddResolutionAttachment', {
      resolutionOid: body.Oid,
      fileName: 'İmar planı.pdf',
      content: pdf.toString('base64'),
    });
    expect(added).toMatchObject({ status: 200, body: { FileName: 'İmar planı.pdf', SizeBytes: pdf.length } });
    const page = await t.api.GetResolution({ resolutionOid: body.Oid });
    expect(page.body.Attachments).toEqual([{ Oid: added.body.Oid, FileName: 'İmar planı.pdf', SizeBytes: pdf.length }]);
    const file = await t.app.inject({ method: 'GET', url: `/api/resolution/attachment/${added.body.Oid}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const removed = await clerk('RemoveResolutionAttachment', { attachmentOid: added.body.Oid });
    expect(removed.status).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/resolution/attachment/${added.body.Oid}` })).statusCode,
    ).toBe(404);
    expect((await auditRows(body.Oid)).map((r) => r.event)).toEqual([
      'RESOLUTION_PUBLISHED',
      'RESOLUTION_ATTACHMENT_ADDED',
      'RESOLUTION_ATTACHMENT_REMOVED',
    ]);
  });

  it('takes only a PDF by its content, at most 5 MB, named in at most 25 characters', async () => {
    const { body } = await clerk<{ Oid: number }>('PublishResolution', draft());
    const attach = (fileName: string, content: Buffer) =>
      clerk('AddResolutionAttachment', { resolutionOid: body.Oid, fileName, content: content.toString('base64') });
    const notPdf = await attach('ek.pdf', Buffer.from('MZ\x90\x00 bir program'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.Message).toMatch(/içeriği PDF değil/);
    expect((await attach('ek.exe', pdf)).body.Message).toMatch(/^Dosya adı: \.pdf ile bitmeli/);
    expect((await attach('çok-uzun-bir-dosya-adi-2026.pdf', pdf)).body.Message).toMatch(/^Dosya adı: /);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await attach('buyuk.pdf', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.Message).toMatch(/^Dosya: /);
    const largest = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(5 * 1024 * 1024 - 16),
      Buffer.from('\n%%EOF\n'),
    ]);
    expect((await attach('sinirda.pdf', largest)).status).toBe(200);
  });

  it('answers junk in any field of the desk calls with a 4xx, never a 5xx', async () => {
    const junk = [
      null,
      -1,
      0,
      2 ** 31,
      1e308,
      '',
      'x'.repeat(5000),
      '2026-02-30',
      '9999-12-31',
      [],
      {},
      true,
      'JVBERi0',
    ];
    const bases: Record<string, Record<string, unknown>> = {
      PublishResolution: draft(),
      UpdateResolution: draft({ resolutionOid: 1, version: 1 }),
      WithdrawResolution: { resolutionOid: 1, version: 1, reason: 'Yanlış yayımlandı.' },
      GetResolutionVersions: { resolutionOid: 1 },
      AddResolutionAttachment: { resolutionOid: 1, fileName: 'ek.pdf', content: pdf.toString('base64') },
      RemoveResolutionAttachment: { attachmentOid: 1 },
      GetResolutionDeskList: { criteria: {} },
    };
    for (const [name, base] of Object.entries(bases)) {
      for (const key of Object.keys(base)) {
        for (const value of junk) {
          const res = await clerk(name, { ...base, [key]: value });
          expect(res.status, `${name} ${key}=${JSON.stringify(value)?.slice(0, 30)}`).toBeLessThan(500);
        }
      }
    }
  });
});
