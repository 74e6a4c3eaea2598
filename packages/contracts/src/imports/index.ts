/** The importer's contract: one schema per kind of file (columns, row validators, reasons) and the desk's calls. */
export * from './accruals.js';
export * from './addresses.js';
export * from './calls.js';
export * from './collections.js';
export * from './fields.js';
export * from './kind.js';
export * from './registries.js';

import { accrualImport } from './accruals.js';
import { addressImport } from './addresses.js';
import type { ImportKind } from './calls.js';
import { collectionImport } from './collections.js';
import { registryImport } from './registries.js';

/** Every kind's schema by its name. */
export const importKinds = {
  addresses: addressImport,
  registries: registryImport,
  accruals: accrualImport,
  collections: collectionImport,
} as const satisfies Record<ImportKind, unknown>;
