import { FileId, FileMessages } from '@e-belediye/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import type { ModuleDeps } from '../../http/module.js';
import { perMinuteLimit } from '../../http/rateLimit.js';
import { loadSession, sessionCookie } from '../auth/index.js';
import { readFile } from './uploads.js';

// RFC 5987: what encodeURIComponent leaves as is but a header's extended value may not carry.
const headerValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * GET /api/file/:fileId — the uploader's own file as a plain download link (the member's session or the browser's
 * upload cookie). The office reads files through GetFile, since its session is read only on calls.
 */
export async function registerFileRoutes(app: FastifyInstance, { database, settings }: ModuleDeps) {
  await app.register(async (scope) => {
    // Files are the heaviest answers the API gives: the calls' rate limit applies to them too.
    await scope.register(rateLimit, perMinuteLimit({ database, settings }, 'files'));
    scope.get<{ Params: { fileId: string } }>(
      '/api/file/:fileId',
      { schema: { hide: true } },
      async (request, reply) => {
        const fileId = FileId.safeParse(request.params.fileId);
        if (!fileId.success) throw notFound(FileMessages.notFound);
        const sessionId = request.cookies[sessionCookie(settings)];
        const session = sessionId ? await loadSession(database, settings, sessionId) : null;
        const principal: Principal | null = session ? { kind: 'member', memberOid: session.memberOid } : null;
        const file = await readFile(database.db, fileId.data, { principal, request });
        const ascii = `dosya${file.FileName.slice(file.FileName.lastIndexOf('.'))}`;
        return reply
          .header('content-type', file.ContentType)
          .header(
            'content-disposition',
            `attachment; filename="${ascii}"; filename*=UTF-8''${headerValue(file.FileName)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.content);
      },
    );
  });
}
