import { importCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { importHandlers } from './handlers.js';
import { importJob } from './job.js';

/**
 * The importer (ADR 0044): a municipality's existing data from files of a documented format, dry-run first,
 * repeatable by the source system's keys, applied by a durable job and reconciled to the kuruş.
 */
export { type BulkImportOptions, type BulkImportResult, runImportFile } from './bulk.js';
export { reportCsv } from './handlers.js';
export { enqueueImport, runImport } from './job.js';
export { reconciliationOf } from './reconcile.js';

export const importsModule = defineModule({
  name: 'imports',
  calls: importCalls,
  handlers: importHandlers,
  jobs: [importJob],
});
