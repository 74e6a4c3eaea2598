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

type Described = Operation & {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { description: string }>;
};

it('names every operation after its call, describes it in Turkish and lists the errors its access and effect give', () => {
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, { post: Described }>;
    tags: Array<{ name: string; description: string }>;
  };
  const operations = Object.entries(doc.paths).map(([path, { post }]) => ({ path, op: post }));
  const ids = operations.map(({ op }) => op.operationId);
  expect(new Set(ids).size).toBe(operations.length);
  expect(operations.filter(({ path, op }) => !path.endsWith(`/${op.operationId?.replace(/^Kanal_/, '')}`))).toEqual([]);
  expect(operations.filter(({ op }) => !op.summary || !op.description?.startsWith('Erişim: '))).toEqual([]);
  const described = new Set(doc.tags.filter((tag) => tag.description).map((tag) => tag.name));
  expect(operations.flatMap(({ op }) => op.tags ?? []).filter((tag) => !described.has(tag))).toEqual([]);

  const op = (path: string) => doc.paths[path].post;
  const codes = (path: string) =>
    Object.fromEntries(
      Object.entries(op(path).responses)
        .filter(([status]) => status !== '200')
        .map(([status, r]) => [status, r.description.replace(/.*Olası kodlar: (.*)\.$/, '$1')]),
    );
  expect(op('/kanal/api/GetDebts').operationId).toBe('Kanal_GetDebts');
  expect(op('/api/ValidateUser').operationId).toBe('ValidateUser');
  expect(op('/kanal/api/ValidateUser').operationId).toBe('Kanal_ValidateUser');
  // A public read: malformed, not found, throttled, failed; a session's CSRF token when a cookie comes along.
  expect(codes('/api/GetResolutionList')).toEqual({
    400: 'error_validation',
    403: 'error_csrf',
    404: 'error_not_found',
    409: 'error_conflict',
    429: 'error_rate_limited',
    500: 'error_server',
  });
  // A staff call that books money asks for a fresh confirmation and can meet a record in the wrong state.
  expect(codes('/api/CancelRestructuringPlan')).toMatchObject({
    401: 'error_unauthenticated',
    403: 'error_forbidden, error_csrf, reauth_required',
    409: 'error_conflict',
  });
  // A staff read changes nothing: no 409.
  expect(codes('/api/GetAuditLog')[409]).toBeUndefined();
  // The bank's collection names the codes its system acts on.
  expect(codes('/kanal/api/Collect')).toMatchObject({
    401: 'error_channel_unauthenticated',
    403: 'error_forbidden',
    409: 'error_conflict, error_bank_reference_reused, error_debt_held, error_debt_not_open, error_oldest_first, error_amount_mismatch',
  });
});
