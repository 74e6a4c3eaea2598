import { Oid } from '@e-belediye/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import { perMinuteLimit } from '../../http/rateLimit.js';
import { readUpload } from '../files/index.js';

/** How many attachments one resolution may carry. */
export const ATTACHMENTS_PER_RESOLUTION = 10;

/** A plain file name ending in .pdf: nothing a browser or a file system would read as a path or a command. */
const FILE_NAME = /^[^\\/:*?"<>|]+\.pdf$/i;

/**
 * The decoded file, once it is known to be a PDF by its content (the same check as citizens' uploads), whatever
 * its name claims.
 */
export async function pdfContent(fileName: string, base64: string): Promise<Buffer> {
  if (!FILE_NAME.test(fileName)) {
    throw invalid('Dosya adı: .pdf ile bitmeli; / \\ : * ? " < > | karakterlerini içeremez.');
  }
  const { content } = await readUpload(
    base64,
    ['application/pdf'],
    'Dosya: Yalnızca PDF belgesi eklenebilir; bu dosyanın içeriği PDF değil.',
  );
  return content;
}

/** The download of a published resolution's attachment: a plain link, for anyone. */
export async function registerAttachmentRoutes(app: FastifyInstance, database: Database, settings: Settings) {
  await app.register(async (scope) => {
    // Files are the heaviest answers the API gives: the calls' rate limit applies to them too.
    await scope.register(rateLimit, perMinuteLimit({ database, settings }, 'attachments'));
    registerDownload(scope, database);
  });
}

function registerDownload(app: FastifyInstance, database: Database) {
  app.get<{ Params: { oid: string } }>(
    '/api/resolution/attachment/:oid',
    { schema: { hide: true } },
    async (request, reply) => {
      const oid = Number(request.params.oid);
      if (!Oid.safeParse(oid).success) throw notFound('Ek bulunamadı.');
      const file = await database.db
        .selectFrom('resolution_attachment as a')
        .innerJoin('resolution as r', 'r.oid', 'a.resolution_oid')
        .select(['a.file_name', 'a.content'])
        .where('a.oid', '=', oid)
        .where('a.removed_at', 'is', null)
        .where('r.status', '=', 'PUBLISHED')
        .executeTakeFirst();
      if (!file) throw notFound('Ek bulunamadı.');
      // The name is typed by staff: the header carries it percent-encoded, never as raw text. No cached copy
      // outlives a withdrawal or a removal.
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="ek.pdf"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content));
    },
  );
}
