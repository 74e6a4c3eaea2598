import { createHash, randomBytes } from 'node:crypto';
import { FileMessages, type FilePurpose, type FileRef } from '@e-belediye/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { DB } from '../../db/schema.js';
import type { Principal } from '../../http/access.js';
import { conflict, forbidden, invalid, notFound, tooMany } from '../../http/errors.js';
import type { JobDefinition } from '../../http/module.js';
import { type FileType, readUpload, storedFileName } from './content.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The cookie that binds an anonymous browser's uploads to it; only its hash is stored. */
export const UPLOAD_COOKIE = 'ebs_upload';
/** Staff read a file attached to a record only with the permission of that record's service. */
export const PURPOSE_PERMISSION: Record<FilePurpose, string> = {
  declaration: 'declarations.review',
  complaint: 'complaints.handle',
  objection: 'objections.decide',
  // A company's signature circular is read by the members desk that decides the application.
  company: 'members.read',
};
const UPLOAD_TYPES: readonly FileType[] = ['application/pdf', 'image/jpeg', 'image/png'];
/** Files waiting to be attached, per uploader: enough for any form, too few to use the portal as storage. */
const UNATTACHED_PER_UPLOADER = 30;
/** An upload no record took within a day is deleted. */
const UNATTACHED_HOURS = 24;

const hash = (value: string) => createHash('sha256').update(`upload:${value}`).digest('hex');

/** Who uploads or asks: a member by its session, an anonymous browser by its upload cookie (if it has one). */
interface Uploader {
  memberOid: number | null;
  browserHash: string | null;
}

function uploaderOf(principal: Principal | null, request: FastifyRequest): Uploader {
  const cookie = request.cookies[UPLOAD_COOKIE];
  return {
    memberOid: principal?.kind === 'member' ? principal.memberOid : null,
    browserHash: cookie ? hash(cookie) : null,
  };
}

const owns = (u: Uploader, row: { member_oid: number | null; browser_hash: string | null }) =>
  (u.memberOid !== null && row.member_oid === u.memberOid) ||
  (u.browserHash !== null && row.browser_hash === u.browserHash);

/** The anonymous browser's upload cookie, set now if it has none: random, HttpOnly, never sent cross-site. */
function browserHashFor(request: FastifyRequest, reply: FastifyReply, settings: Settings): string {
  const existing = request.cookies[UPLOAD_COOKIE];
  if (existing) return hash(existing);
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOAD_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: settings.publicUrl.startsWith('https://'),
  });
  return hash(token);
}

const toRef = (r: { file_id: string; file_name: string; content_type: FileType; size_bytes: number }): FileRef => ({
  FileId: r.file_id,
  FileName: r.file_name,
  ContentType: r.content_type,
  SizeBytes: r.size_bytes,
});

/** Keeps an upload for its member or browser until a record claims it (or the sweep deletes it). */
export async function saveUpload(
  db: Db,
  input: { fileName: string; base64: string; purpose: FilePurpose },
  caller: { principal: Principal | null; request: FastifyRequest; reply: FastifyReply; settings: Settings },
): Promise<FileRef> {
  const { content, type } = await readUpload(input.base64, UPLOAD_TYPES);
  const memberOid = caller.principal?.kind === 'member' ? caller.principal.memberOid : null;
  const browserHash = memberOid === null ? browserHashFor(caller.request, caller.reply, caller.settings) : null;
  const waiting = await db
    .selectFrom('uploaded_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attached_oid', 'is', null)
    .where(memberOid !== null ? 'member_oid' : 'browser_hash', '=', memberOid ?? browserHash)
    .executeTakeFirstOrThrow();
  if (Number(waiting.n) >= UNATTACHED_PER_UPLOADER) throw tooMany(FileMessages.tooMany);
  const row = await db
    .insertInto('uploaded_file')
    .values({
      file_id: randomBytes(24).toString('base64url'),
      file_name: storedFileName(input.fileName, type),
      content_type: type,
      size_bytes: content.length,
      content,
      purpose: input.purpose,
      member_oid: memberOid,
      browser_hash: browserHash,
    })
    .returning(['file_id', 'file_name', 'content_type', 'size_bytes'])
    .executeTakeFirstOrThrow();
  return toRef(row);
}

/**
 * The file with its content, for its uploader (member or browser) or for staff holding the permission of the
 * service whose record it is attached to. Anyone else learns only that there is no such file.
 */
export async function readFile(
  db: Db,
  fileId: string,
  caller: { principal: Principal | null; request: FastifyRequest },
): Promise<FileRef & { content: Buffer }> {
  const row = await db.selectFrom('uploaded_file').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  if (!row) throw notFound(FileMessages.notFound);
  if (owns(uploaderOf(caller.principal, caller.request), row))
    return { ...toRef(row), content: Buffer.from(row.content) };
  // A public call sees the member session; the office's session is read beside it, so one download call serves both.
  const staff =
    caller.principal?.kind === 'staff' ? caller.principal.permissions : caller.request.staffSession?.permissions;
  if (!staff) throw notFound(FileMessages.notFound);
  if (!row.attached_kind || !staff.has(PURPOSE_PERMISSION[row.attached_kind])) throw forbidden();
  return { ...toRef(row), content: Buffer.from(row.content) };
}

/**
 * Attaches the caller's uploads to a record in the caller's transaction, each at most once: a file uploaded by
 * someone else (another member, another browser), for another purpose or already attached is a Turkish 400 and
 * nothing is attached. The refs come back in the order asked.
 */
export async function claimFiles(
  trx: Transaction<DB>,
  input: {
    fileIds: readonly string[];
    principal: Principal | null;
    request: FastifyRequest;
    attachTo: { kind: FilePurpose; oid: number };
  },
): Promise<FileRef[]> {
  const ids = [...new Set(input.fileIds)];
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('uploaded_file')
    .select(['file_id', 'file_name', 'content_type', 'size_bytes', 'purpose', 'member_oid', 'browser_hash'])
    .select('attached_oid')
    .where('file_id', 'in', ids)
    .orderBy('file_id')
    .forUpdate()
    .execute();
  const uploader = uploaderOf(input.principal, input.request);
  const byId = new Map(rows.map((r) => [r.file_id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.attached_oid !== null || !owns(uploader, row)) throw invalid(FileMessages.notYours);
    if (row.purpose !== input.attachTo.kind) throw invalid(FileMessages.wrongPurpose);
  }
  const attached = await trx
    .updateTable('uploaded_file')
    .set({ attached_kind: input.attachTo.kind, attached_oid: input.attachTo.oid, attached_at: sql<Date>`now()` })
    .where('file_id', 'in', ids)
    .where('attached_oid', 'is', null)
    .returning('file_id')
    .execute();
  if (attached.length !== ids.length) throw conflict(FileMessages.notYours);
  return ids.map((id) => toRef(byId.get(id)!));
}

/**
 * Carries files of a record's earlier version over to its new version: of `fileIds`, those attached to `from` are
 * copied to `to` (the earlier version keeps what was filed with it, the new one lists them as its own, in their
 * first order). Returns the ids carried; the rest are new uploads for claimFiles.
 */
export async function carryFiles(
  trx: Transaction<DB>,
  input: {
    fileIds: readonly string[];
    from: { kind: FilePurpose; oid: number };
    to: { kind: FilePurpose; oid: number };
  },
): Promise<Set<string>> {
  const ids = [...new Set(input.fileIds)];
  if (ids.length === 0) return new Set();
  const earlier = await trx
    .selectFrom('uploaded_file')
    .select('file_id')
    .where('file_id', 'in', ids)
    .where('attached_kind', '=', input.from.kind)
    .where('attached_oid', '=', input.from.oid)
    .execute();
  for (const { file_id } of earlier) {
    await trx
      .insertInto('uploaded_file')
      .columns([
        'file_id',
        'file_name',
        'content_type',
        'size_bytes',
        'content',
        'purpose',
        'member_oid',
        'browser_hash',
        'attached_kind',
        'attached_oid',
        'attached_at',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('uploaded_file')
          .select([
            eb.val(randomBytes(24).toString('base64url')).as('file_id'),
            'file_name',
            'content_type',
            'size_bytes',
            'content',
            'purpose',
            'member_oid',
            'browser_hash',
            eb.val(input.to.kind).as('attached_kind'),
            eb.val(input.to.oid).as('attached_oid'),
            sql<Date>`now()`.as('attached_at'),
            'created_at',
          ])
          .where('file_id', '=', file_id),
      )
      .execute();
  }
  return new Set(earlier.map((r) => r.file_id));
}

/** The files attached to a record, oldest first. */
export async function filesOf(db: Db, record: { kind: FilePurpose; oid: number }): Promise<FileRef[]> {
  const rows = await db
    .selectFrom('uploaded_file')
    .select(['file_id', 'file_name', 'content_type', 'size_bytes'])
    .where('attached_kind', '=', record.kind)
    .where('attached_oid', '=', record.oid)
    .orderBy('attached_at')
    .orderBy('created_at')
    .orderBy('file_id')
    .execute();
  return rows.map(toRef);
}

/** Deletes uploads no record took within a day: a form given up leaves nothing behind. */
export async function deleteUnattached(db: Db): Promise<number> {
  const gone = await db
    .deleteFrom('uploaded_file')
    .where('attached_oid', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${UNATTACHED_HOURS})`)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

const SWEEP_EVERY_MS = 60 * 60_000;

export const sweepJob: JobDefinition<Record<string, never>> = {
  name: 'files.sweep',
  everyMs: SWEEP_EVERY_MS,
  async run(_payload, { database }) {
    await deleteUnattached(database.db);
  },
};
