// `npm run openapi`: writes the API's OpenAPI document to docs/api/openapi.json (a test fails when they differ).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadSettings } from '../src/config/settings.js';
import { openDatabase } from '../src/db/index.js';
import { OPENAPI_FILE, openApiText } from '../src/http/openapi.js';

const root = join(import.meta.dirname, '..', '..', '..');
const database = await openDatabase({});
const app = await buildApp({
  database,
  settings: loadSettings({ logLevel: 'silent', workers: { enabled: false, intervalMs: 1000 } }, {}),
});
await app.ready();
writeFileSync(join(root, OPENAPI_FILE), openApiText(app));
await app.close();
await database.close();
console.log(`${OPENAPI_FILE} yazıldı.`);
