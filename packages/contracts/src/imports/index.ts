/** The importer's contract: one schema per kind of file (columns, row validators, reasons) and the desk's calls. */
export * from './accruals.js';
export * from './addresses.js';
export * from './calls.js';
export * from './cells.js';
export * from './collections.js';
export * from './fields.js';
export * from './kind.js';
export * from './properties.js';
export * from './registries.js';
export * from './staff.js';
export * from './water.js';

import { accrualImport } from './accruals.js';
import { addressImport } from './addresses.js';
import type { ImportKind } from './calls.js';
import { collectionImport } from './collections.js';
import { propertyImport } from './properties.js';
import { registryImport } from './registries.js';
import { staffImport } from './staff.js';
import { billImport, meterImport, readingImport, subscriptionImport } from './water.js';

/** Every kind's schema by its name. */
export const importKinds = {
  addresses: addressImport,
  registries: registryImport,
  properties: propertyImport,
  subscriptions: subscriptionImport,
  meters: meterImport,
  readings: readingImport,
  bills: billImport,
  accruals: accrualImport,
  collections: collectionImport,
  staff: staffImport,
} as const satisfies Record<ImportKind, unknown>;
