import { crc32, deflateSync } from 'node:zlib';
import { FileMessages, type FilePurpose, UPLOAD_MAX_BYTES } from '@e-belediye/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { claimFiles, deleteUnattached, filesOf, storedFileName } from '../../src/modules/files/index.js';
import { OfficeAgent } from '../staff/office.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/** Real images (every one must decode), made once. */
let PNG: Buffer;
let JPEG: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const b64 = (b: Buffer) => b.toString('base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width` × `height` RGB pixels, with one small block of data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF of one object whose dictionary is `body`. */
const pdfWith = (body: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n${body}\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
/** A PDF whose objects live in a compressed object stream. */
const pdfWithObjectStream = (objects: string) =>
  Buffer.concat([
    Buffer.from('%PDF-1.5\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
    deflateSync(Buffer.from(`2 0 ${objects}`)),
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);

const staffWith = (...permissions: string[]): Principal => ({
  kind: 'staff',
  staffOid: 900,
  permissions: new Set(permissions),
  regionCode: null,
});

let t: IdentityApp;
let nextRecord = 5000;

beforeAll(async () => {
  const blue = { width: 64, height: 48, channels: 3, background: '#3366cc' } as const;
  PNG = await sharp({ create: blue }).png().toBuffer();
  JPEG = await sharp({ create: blue }).jpeg().toBuffer();
  t = await openIdentityApp({
    // `x-test-staff: perm1,perm2` stands for an office session with those permissions; otherwise the member's.
    principalOf: (request) => {
      const perms = request.headers['x-test-staff'];
      if (typeof perms === 'string') return staffWith(...perms.split(',').filter(Boolean));
      return request.session ? { kind: 'member', memberOid: request.session.memberOid } : null;
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const upload = (a: Agent, FileName: string, content: Buffer, Purpose: FilePurpose = 'declaration') =>
  a.api.UploadFile({ FileName, ContentBase64: b64(content), Purpose });
const asStaff = (a: Agent, FileId: string, ...permissions: string[]) =>
  a.call('GetFile', { FileId }, { 'x-test-staff': permissions.join(',') });

/** What claimFiles sees of a browser: its cookies. */
const requestOf = (a: Agent) =>
  ({ cookies: Object.fromEntries([...a.cookies].map(([k, v]) => [k, v.value])) }) as unknown as FastifyRequest;
const claim = (
  a: Agent,
  fileIds: string[],
  kind: FilePurpose,
  principal: Principal | null = null,
  oid = ++nextRecord,
) =>
  t.database.db
    .transaction()
    .execute((trx) => claimFiles(trx, { fileIds, principal, request: requestOf(a), attachTo: { kind, oid } }));
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as { statusCode: number });

describe('type by content', () => {
  it('a PNG named .pdf is kept as a PNG, under a .png name', async () => {
    const res = await upload(new Agent(t), 'tarama.pdf', PNG);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ FileName: 'tarama.png', ContentType: 'image/png' });
    expect(res.body.FileId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.SizeBytes).toBe((await stored(res.body.FileId)).length);
  });

  it('JPEG and PDF are accepted; a .jpg-named text and a PDF without its end marker are refused in Turkish', async () => {
    const a = new Agent(t);
    expect((await upload(a, 'foto.jpeg', JPEG)).body).toMatchObject({
      ContentType: 'image/jpeg',
      FileName: 'foto.jpeg',
    });
    expect((await upload(a, 'belge.PDF', PDF)).body).toMatchObject({
      ContentType: 'application/pdf',
      FileName: 'belge.pdf',
    });
    for (const [name, content] of [
      ['foto.jpg', Buffer.from('merhaba dünya')],
      ['yarim.pdf', Buffer.from('%PDF-1.4\n1 0 obj')],
    ] as const) {
      const res = await upload(a, name, content);
      expect(res).toMatchObject({ status: 400, body: { Message: FileMessages.wrongType } });
    }
  });

  it('takes a file of exactly 5 MB and refuses one byte more', async () => {
    const a = new Agent(t);
    // A real PNG padded to 5 MB with a private chunk before its end (12 bytes of chunk framing).
    const end = PNG.length - 12;
    const padding = pngChunk('prVt', Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length - 12));
    const full = Buffer.concat([PNG.subarray(0, end), padding, PNG.subarray(end)]);
    expect(full.length).toBe(UPLOAD_MAX_BYTES);
    const res = await upload(a, 'buyuk.png', full);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // What is kept is the decoded picture, encoded again: the padding is not.
    expect(res.body.SizeBytes).toBeLessThan(10_000);
    const over = await upload(a, 'buyuk.png', Buffer.concat([full, Buffer.alloc(1)]));
    expect(over.status).toBe(400);
    expect(over.body.Message).toMatch(/5 MB/);
  });
});

/** What was stored for an upload. */
const stored = async (fileId: string) =>
  Buffer.from(
    (
      await t.database.db
        .selectFrom('uploaded_file')
        .select('content')
        .where('file_id', '=', fileId)
        .executeTakeFirstOrThrow()
    ).content,
  );

describe('images are kept as they decode', () => {
  it('refuses a PNG claiming 100 000 × 100 000 pixels, one over 8000 a side or 40 megapixels, before decoding', async () => {
    const a = new Agent(t);
    for (const [width, height] of [
      [100_000, 100_000],
      [8001, 10],
      [10, 8001],
      [7000, 6000],
    ]) {
      const res = await upload(a, 'dev.png', pngClaiming(width, height));
      expect(res, `${width} × ${height}`).toMatchObject({ status: 400, body: { Message: FileMessages.imageTooLarge } });
    }
    const largest = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const res = await upload(a, 'genis.jpg', largest);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await sharp(await stored(res.body.FileId)).metadata()).toMatchObject({ width: 8000, height: 5000 });
  });

  it('refuses a PNG signature followed by HTML and a cut JPEG; keeps a PNG with HTML after its end without it', async () => {
    const a = new Agent(t);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    for (const [name, content] of [
      ['sayfa.png', Buffer.concat([PNG_SIGNATURE, html])],
      ['yarim.jpg', photo.subarray(0, photo.length - 200)],
      ['jpeg-gibi.png', Buffer.concat([PNG_SIGNATURE, photo])],
    ] as const) {
      const res = await upload(a, name, content);
      expect(res, name).toMatchObject({ status: 400, body: { Message: FileMessages.imageUnreadable } });
    }
    const polyglot = await upload(a, 'resim.png', Buffer.concat([PNG, html]));
    expect(polyglot.status).toBe(200);
    const kept = await stored(polyglot.body.FileId);
    expect(kept.includes('<script>')).toBe(false);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('drops what the camera wrote beside the picture (place, device), turning it as the camera said', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#228844' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Kamera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 40, height: 20, orientation: 6 });
    const res = await upload(new Agent(t), 'foto.jpg', photo);
    const kept = await sharp(await stored(res.body.FileId)).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept).toMatchObject({ width: 20, height: 40 });
  });
});

describe('PDFs without active content', () => {
  it('refuses JavaScript, launch actions, embedded files, automatic actions, rich media and XFA', async () => {
    const a = new Agent(t);
    for (const body of [
      '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      '<< /Type /Catalog /Names << /JavaScript 4 0 R >> >>',
      '<< /Type /Action /S /Launch /F (cmd.exe) >>',
      '<< /Type /Catalog /Names << /EmbeddedFiles 5 0 R >> >>',
      '<< /Type /EmbeddedFile /Length 0 >>',
      '<< /Type /Page /AA << /O 6 0 R >> >>',
      '<< /Type /Annot /Subtype /RichMedia >>',
      '<< /AcroForm << /XFA [(template) 7 0 R] >> >>',
    ]) {
      const res = await upload(a, 'belge.pdf', pdfWith(body));
      expect(res, body).toMatchObject({ status: 400, body: { Message: FileMessages.pdfActive } });
    }
  });

  it('finds them behind #xx escapes and inside a compressed object stream too', async () => {
    const a = new Agent(t);
    for (const content of [
      pdfWith('<< /OpenAction << /S /J#61va#53cript /J#53 (app.alert(1)) >> >>'),
      pdfWith('<< /Type /Action /S /#4caunch >>'),
      pdfWithObjectStream('<< /S /JavaScript /JS (app.alert(1)) >>'),
      pdfWithObjectStream('<< /Names << /Embedded#46iles 5 0 R >> >>'),
    ]) {
      const res = await upload(a, 'belge.pdf', content);
      expect(res).toMatchObject({ status: 400, body: { Message: FileMessages.pdfActive } });
    }
    // The same object stream without an action passes: what is refused is the action, not the compression.
    const plain = await upload(a, 'belge.pdf', pdfWithObjectStream('<< /Type /Catalog /Pages 4 0 R >>'));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    // So does a document as a program writes it: compressed pages, an embedded font, a picture, a link.
    const written = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const parts: Buffer[] = [];
      doc.on('data', (part: Buffer) => parts.push(part));
      doc.on('end', () => resolve(Buffer.concat(parts)));
      doc.text('Tapu fotokopisi ektedir.', { link: 'https://www.yesilvadi.bel.tr' });
      doc.image(PNG, { width: 120 });
      doc.addPage().text('İkinci sayfa: ağaç, çiçek, şemsiye, ödeme, ığdır.');
      doc.end();
    });
    const res = await upload(a, 'dilekce.pdf', written);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(res.body.FileId)).equals(written)).toBe(true);
  });

  it('refuses an encrypted PDF or one whose compressed part does not inflate, since neither can be read', async () => {
    const a = new Agent(t);
    for (const content of [
      Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n'),
      Buffer.from(
        '%PDF-1.5\n3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\nxx\nendstream\n%%EOF\n',
      ),
    ]) {
      const res = await upload(a, 'sifreli.pdf', content);
      expect(res).toMatchObject({ status: 400, body: { Message: FileMessages.pdfUnreadable } });
    }
  });
});

describe('file names', () => {
  it('keeps the last part of a path without unsafe characters and fits the whole name in 25 characters', () => {
    expect(storedFileName('C:\\fakepath\\tapu<senedi>.png', 'image/png')).toBe('tapusenedi.png');
    expect(storedFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    const long = storedFileName('Çok uzun bir dosya adı olan belge taraması.JPG', 'image/jpeg');
    expect(long).toBe('Çok uzun bir dosya ad.jpg');
    expect(Array.from(long)).toHaveLength(25);
    expect(storedFileName('.png', 'image/png')).toBe('dosya.png');
    expect(storedFileName('adsız', 'application/pdf')).toBe('adsız.pdf');
  });

  it('the answer carries the shortened name', async () => {
    const res = await upload(new Agent(t), `${'a'.repeat(60)}.png`, PNG);
    expect(res.body.FileName).toBe(`${'a'.repeat(21)}.png`);
  });
});

describe('who reads a file', () => {
  it('an anonymous browser gets an HttpOnly, SameSite=Strict cookie; only that browser reads its file', async () => {
    const mine = new Agent(t);
    const res = await upload(mine, 'dilekce.pdf', PDF, 'complaint');
    const cookie = mine.cookies.get('ebs_upload');
    expect(cookie?.raw).toMatch(/HttpOnly/);
    expect(cookie?.raw).toMatch(/SameSite=Strict/);
    const stored = await t.database.db
      .selectFrom('uploaded_file')
      .select(['browser_hash', 'member_oid'])
      .where('file_id', '=', res.body.FileId)
      .executeTakeFirstOrThrow();
    expect(stored.member_oid).toBeNull();
    expect(stored.browser_hash).not.toContain(cookie!.value);

    const got = await t.app.inject({
      method: 'POST',
      url: '/api/GetFile',
      payload: { FileId: res.body.FileId },
      headers: { cookie: `ebs_upload=${cookie!.value}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const body = got.json() as { ContentBase64: string; FileName: string; ContentType: string };
    expect(Buffer.from(body.ContentBase64, 'base64').equals(PDF)).toBe(true);
    expect(body).toMatchObject({ FileName: 'dilekce.pdf', ContentType: 'application/pdf' });

    const other = await new Agent(t).api.GetFile({ FileId: res.body.FileId });
    expect(other).toMatchObject({ status: 404, body: { Message: FileMessages.notFound } });
  });

  it("a member's upload is the member's: no cookie is set, other members and anonymous browsers are refused", async () => {
    const member = new Agent(t);
    expect((await member.login('10000000146', 'Demo.2026')).status).toBe(200);
    const res = await upload(member, 'tapu.png', PNG);
    expect(member.cookies.has('ebs_upload')).toBe(false);
    expect((await member.api.GetFile({ FileId: res.body.FileId })).status).toBe(200);
    expect((await new Agent(t).api.GetFile({ FileId: res.body.FileId })).status).toBe(404);

    // Another member's file, as its upload would have left it.
    const other = await t.database.db
      .selectFrom('member')
      .select('oid')
      .where('pid_no', '<>', '10000000146')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('uploaded_file')
      .values({
        file_id: 'B'.repeat(32),
        file_name: 'baskasi.png',
        content_type: 'image/png',
        size_bytes: PNG.length,
        content: PNG,
        purpose: 'declaration',
        member_oid: other.oid,
      })
      .execute();
    expect((await member.api.GetFile({ FileId: 'B'.repeat(32) })).status).toBe(404);
  });

  it('GET /api/file/:id downloads the uploader’s own file with its name, and nobody else’s', async () => {
    const browser = new Agent(t);
    const { FileId } = (await upload(browser, 'şikâyet (1).pdf', PDF, 'complaint')).body;
    const get = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/file/${FileId}`, headers: cookie ? { cookie } : {} });
    const res = await get(`ebs_upload=${browser.cookies.get('ebs_upload')!.value}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="dosya.pdf"; filename*=UTF-8''%C5%9Fik%C3%A2yet%20%281%29.pdf`,
    });
    expect((await get()).statusCode).toBe(404);
    expect((await get('ebs_upload=baska-bir-tarayici')).statusCode).toBe(404);

    const member = new Agent(t);
    await member.login('10000000146', 'Demo.2026');
    const own = (await upload(member, 'tapu.png', PNG)).body.FileId;
    const session = [...member.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    const byMember = await t.app.inject({ method: 'GET', url: `/api/file/${own}`, headers: { cookie: session } });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.headers['content-type']).toBe('image/png');
  });

  it('staff read only a file attached to a record of a service whose permission they hold', async () => {
    const citizen = new Agent(t);
    const declaration = (await upload(citizen, 'beyan.pdf', PDF, 'declaration')).body.FileId;
    const complaint = (await upload(citizen, 'sikayet.jpg', JPEG, 'complaint')).body.FileId;
    const office = new Agent(t);
    // Not attached yet: no record, so no office reads it.
    expect((await asStaff(office, declaration, 'declarations.review')).status).toBe(403);
    await claim(citizen, [declaration], 'declaration');
    await claim(citizen, [complaint], 'complaint');
    expect((await asStaff(office, declaration, 'declarations.review')).status).toBe(200);
    expect((await asStaff(office, declaration, 'complaints.handle')).status).toBe(403);
    expect((await asStaff(office, complaint, 'complaints.handle')).status).toBe(200);
    expect((await asStaff(office, complaint, 'declarations.review', 'members.read')).status).toBe(403);
  });
});

describe('office sessions', () => {
  it('a signed-in office reads an attached file by its own permissions, with no member session', async () => {
    const citizen = new Agent(t);
    const { FileId } = (await upload(citizen, 'cukur.jpg', JPEG, 'complaint')).body;
    await claim(citizen, [FileId], 'complaint');
    const read = async (username: string) => {
      const office = new OfficeAgent(t);
      expect((await office.signIn(username)).status).toBe(200);
      return (await office.api.GetFile({ FileId })).status;
    };
    expect(await read('zabita')).toBe(200);
    expect(await read('gelir')).toBe(403);
    expect(await read('kalem')).toBe(403);
  });
});

describe('attaching files to a record', () => {
  it('attaches the uploader’s files once, in the order given; filesOf lists them', async () => {
    const a = new Agent(t);
    const first = (await upload(a, 'bir.png', PNG, 'complaint')).body;
    const second = (await upload(a, 'iki.pdf', PDF, 'complaint')).body;
    const oid = ++nextRecord;
    const refs = await claim(a, [second.FileId, first.FileId], 'complaint', null, oid);
    expect(refs.map((r) => r.FileName)).toEqual(['iki.pdf', 'bir.png']);
    expect((await filesOf(t.database.db, { kind: 'complaint', oid })).map((r) => r.FileId).sort()).toEqual(
      [first.FileId, second.FileId].sort(),
    );
    expect(await refusal(claim(a, [first.FileId], 'complaint'))).toMatchObject({
      statusCode: 400,
      message: FileMessages.notYours,
    });
  });

  it("refuses another browser's file, a file of another purpose and an unknown id, attaching none of the batch", async () => {
    const a = new Agent(t);
    const b = new Agent(t);
    const own = (await upload(a, 'benim.png', PNG, 'declaration')).body.FileId;
    const theirs = (await upload(b, 'onun.png', PNG, 'declaration')).body.FileId;
    expect(await refusal(claim(a, [own, theirs], 'declaration'))).toMatchObject({
      statusCode: 400,
      message: FileMessages.notYours,
    });
    expect(await refusal(claim(a, [own], 'complaint'))).toMatchObject({ message: FileMessages.wrongPurpose });
    expect(await refusal(claim(a, ['Z'.repeat(32)], 'declaration'))).toMatchObject({ statusCode: 400 });
    const row = await t.database.db
      .selectFrom('uploaded_file')
      .select('attached_oid')
      .where('file_id', '=', own)
      .executeTakeFirstOrThrow();
    expect(row.attached_oid).toBeNull();
  });
});

describe('clean-up', () => {
  it('deletes uploads no record took within a day and keeps the attached ones', async () => {
    const a = new Agent(t);
    const left = (await upload(a, 'terk.png', PNG)).body.FileId;
    const kept = (await upload(a, 'ekli.png', PNG)).body.FileId;
    const fresh = (await upload(a, 'yeni.png', PNG)).body.FileId;
    await claim(a, [kept], 'declaration');
    await t.database.db
      .updateTable('uploaded_file')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('file_id', 'in', [left, kept])
      .execute();
    expect(await deleteUnattached(t.database.db)).toBeGreaterThanOrEqual(1);
    const remaining = await t.database.db
      .selectFrom('uploaded_file')
      .select('file_id')
      .where('file_id', 'in', [left, kept, fresh])
      .execute();
    expect(remaining.map((r) => r.file_id).sort()).toEqual([kept, fresh].sort());
  });
});
