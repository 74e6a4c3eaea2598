import type { ImportKind } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import type { JobDefinition } from '../../http/module.js';
import { enqueueJob } from '../jobs/index.js';
import { type KindEngine, type RunOptions, runPhase } from './engine.js';
import { accrualEngine } from './kinds/accruals.js';
import { addressEngine } from './kinds/addresses.js';
import { collectionEngine } from './kinds/collections.js';
import { registryEngine } from './kinds/registries.js';
import type { Db } from './store.js';

export const engines = {
  addresses: addressEngine,
  registries: registryEngine,
  accruals: accrualEngine,
  collections: collectionEngine,
} as unknown as Record<ImportKind, KindEngine<never>>;

/** A lease that each chunk renews: a killed instance's import is taken over within two minutes. */
const LEASE_MS = 120_000;

export const runImport = (database: Pick<Database, 'db'>, importOid: number, opts: RunOptions = {}) =>
  runPhase(database, engines, importOid, { leaseMs: LEASE_MS, ...opts });

/** The dry run or the apply of one import, from its checkpoint on. */
export const importJob: JobDefinition<{ importOid: number }> = {
  name: 'imports.run',
  maxAttempts: 5,
  leaseMs: LEASE_MS,
  async run({ importOid }, { database }) {
    await runImport(database, importOid);
  },
};

export const enqueueImport = (db: Db, importOid: number) =>
  enqueueJob(db, importJob, { importOid }, { key: `imports.run:${importOid}` });
