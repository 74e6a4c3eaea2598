import type { ImportKind } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import type { JobDefinition } from '../../http/module.js';
import { enqueueJob } from '../jobs/index.js';
import { type KindEngine, type RunOptions, runPhase } from './engine.js';
import { accrualEngine } from './kinds/accruals.js';
import { addressEngine } from './kinds/addresses.js';
import { billEngine } from './kinds/bills.js';
import { collectionEngine } from './kinds/collections.js';
import { meterEngine } from './kinds/meters.js';
import { propertyEngine } from './kinds/properties.js';
import { readingEngine } from './kinds/readings.js';
import { registryEngine } from './kinds/registries.js';
import { staffEngine } from './kinds/staff.js';
import { subscriptionEngine } from './kinds/subscriptions.js';
import type { Db } from './store.js';

export const engines = {
  addresses: addressEngine,
  registries: registryEngine,
  properties: propertyEngine,
  subscriptions: subscriptionEngine,
  meters: meterEngine,
  readings: readingEngine,
  bills: billEngine,
  accruals: accrualEngine,
  collections: collectionEngine,
  staff: staffEngine,
} as unknown as Record<ImportKind, KindEngine<never>>;

const MAX_ATTEMPTS = 5;
const STOPPED =
  'Aktarım beklenmeyen bir hata nedeniyle durdu; uygulanan parçalar kayıtlıdır. Dosyayı yeniden yükleyerek tekrar deneyiniz.';

/** A lease that each chunk renews: a killed instance's import is taken over within two minutes. */
const LEASE_MS = 120_000;

export const runImport = (database: Pick<Database, 'db'>, importOid: number, opts: RunOptions = {}) =>
  runPhase(database, engines, importOid, { leaseMs: LEASE_MS, ...opts });

/** The dry run or the apply of one import, from its checkpoint on. */
export const importJob: JobDefinition<{ importOid: number }> = {
  name: 'imports.run',
  maxAttempts: MAX_ATTEMPTS,
  leaseMs: LEASE_MS,
  async run({ importOid }, { database, attempt }) {
    try {
      await runImport(database, importOid);
    } catch (e) {
      // The last attempt leaves the import failed on the desk rather than running for ever.
      if (attempt >= MAX_ATTEMPTS)
        await database.db
          .updateTable('data_import')
          .set({ status: 'FAILED', error: STOPPED, finished_at: new Date() })
          .where('oid', '=', importOid)
          .where('status', 'in', ['DRY_RUNNING', 'APPLYING', 'DRY_RUN_QUEUED', 'APPLY_QUEUED'])
          .execute();
      throw e;
    }
  },
};

export const enqueueImport = (db: Db, importOid: number) =>
  enqueueJob(db, importJob, { importOid }, { key: `imports.run:${importOid}` });
