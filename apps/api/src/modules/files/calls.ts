import type { fileCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { readFile, saveUpload } from './uploads.js';

export const fileHandlers: Handlers<typeof fileCalls> = {
  async UploadFile({ FileName, ContentBase64, Purpose }, { database, settings, principal, request, reply }) {
    return saveUpload(
      database.db,
      { fileName: FileName, base64: ContentBase64, purpose: Purpose },
      { principal, request, reply, settings },
    );
  },

  async GetFile({ FileId }, { database, principal, request, reply }) {
    const { content, ...ref } = await readFile(database.db, FileId, { principal, request });
    // The answer carries a citizen's document: never kept by a cache, never read as anything but its type.
    reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
    return { ...ref, ContentBase64: content.toString('base64') };
  },
};
