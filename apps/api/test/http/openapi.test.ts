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

type Operation = { security?: Array<Record<string, string[]>>; description?: string };
const documentOf = () =>
  t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  };

it('declares on every operation the security its access needs, from schemes the document defines', () => {
  const doc = documentOf();
  const schemes = doc.components.securitySchemes ?? {};
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, op })),
  );
  expect(operations.length).toBeGreaterThan(200);
  expect(operations.filter(({ op }) => !Array.isArray(op.security)).map(({ at }) => at)).toEqual([]);
  const unknown = operations.flatMap(({ at, op }) =>
    (op.security ?? []).flatMap((requirement) =>
      Object.keys(requirement)
        .filter((name) => !schemes[name])
        .map((name) => `${at}: ${name}`),
    ),
  );
  expect(unknown).toEqual([]);

  const security = (path: string) => doc.paths[path].post.security;
  expect(security('/api/GetResolutionList')).toEqual([]);
  expect(security('/api/GetDebtListWithRevenueCode')).toEqual([{ memberSession: [], memberCsrf: [] }]);
  expect(security('/api/GetFastPaymentDebts')).toEqual([]);
  expect(security('/api/GetOrderNumberForOnlinePayment')).toEqual([
    { memberSession: [], memberCsrf: [] },
    { paymentToken: [] },
  ]);
  expect(security('/api/GetEmployeePayroll')).toEqual([{ payslipSession: [] }]);
  expect(security('/api/CreateChannel')).toEqual([{ staffSession: [], staffCsrf: [] }]);
  expect(security('/kanal/api/Collect')).toEqual([{ channelKey: [] }]);
  expect(schemes.memberSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ebs_session' });
  expect(schemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ebs_office' });
  expect(schemes.staffCsrf).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
  expect(schemes.payslipSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ebs_payroll' });
  expect(schemes.channelKey).toMatchObject({ type: 'apiKey', 'x-ebelediye-body-field': 'security' });
  expect(schemes.paymentToken).toMatchObject({ type: 'apiKey', 'x-ebelediye-body-field': 'paymentToken' });
});
