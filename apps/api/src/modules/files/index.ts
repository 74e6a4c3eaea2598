import { fileCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { fileHandlers } from './calls.js';
import { registerFileRoutes } from './routes.js';
import { sweepJob } from './uploads.js';

export type { FilePurpose, FileRef } from '@e-belediye/contracts';
/**
 * Citizens' uploads (PDF, JPEG, PNG by content, at most 5 MB) kept in the database: bound to the member or the
 * anonymous browser that sent them until a record claims them, then readable by their uploader and by the staff
 * of the record's service. Unclaimed uploads are deleted after a day.
 */
export { type FileType, readUpload, sniffType, storedFileName } from './content.js';
export { carryFiles, claimFiles, deleteUnattached, filesOf, PURPOSE_PERMISSION, UPLOAD_COOKIE } from './uploads.js';

export const filesModule = defineModule({
  name: 'files',
  calls: fileCalls,
  handlers: fileHandlers,
  routes: registerFileRoutes,
  jobs: [sweepJob],
});
