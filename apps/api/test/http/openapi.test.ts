import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiText } from '../../src/http/openapi.js';
import { openTestApp } from '../support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp({ workers: { enabled: false, intervalMs: 1000 } });
  await t.app.ready();
});
afterAll(() => t.close());

it('serves the OpenAPI document that is committed in docs/api (run `npm run openapi` after changing a call)', () => {
  const committed = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', OPENAPI_FILE), 'utf8');
  expect(openApiText(t.app)).toBe(committed);
});
