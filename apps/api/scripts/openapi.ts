// `npm run openapi`: writes the API's OpenAPI document to docs/api/openapi.json and the TypeScript types a client
// generated from it is typed with to docs/api/openapi.d.ts (tests fail when either differs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { OPENAPI_FILE, openApiText } from '../src/http/openapi.js';
import { OPENAPI_TYPES_FILE, openApiTypesText } from './openapi-types.js';

const root = join(import.meta.dirname, '..', '..', '..');
const database = await openDatabase({});
const app = await buildApp({
  database,
  settings: loadSettings({ logLevel: 'silent', workers: { enabled: false, intervalMs: 1000 } }, {}),
});
await app.ready();
const document = openApiText(app);
writeFileSync(join(root, OPENAPI_FILE), document);
writeFileSync(join(root, OPENAPI_TYPES_FILE), await openApiTypesText(document));
await app.close();
await database.close();
console.log(`${OPENAPI_FILE} ve ${OPENAPI_TYPES_FILE} yazıldı.`);
