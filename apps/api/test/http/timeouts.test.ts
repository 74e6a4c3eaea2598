import { ErrorCodes, ErrorMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { loadSettings, SettingsError } from '../../src/config/settings.js';
import { openTestApp } from '../support/db.js';

const onPostgres = Boolean(inject('postgresAdminUrl'));
const timedOut = { Code: ErrorCodes.timeout, Message: ErrorMessages.timeout };

describe('limits settings', () => {
  it('default to 10 s a statement, 30 s a request and 10 s of grace at stop, and refuse what is not a positive whole number', () => {
    expect(loadSettings({}, {}).limits).toEqual({
      statementTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      shutdownGraceMs: 10_000,
    });
    expect(() => loadSettings({ limits: { shutdownGraceMs: -1 } }, {})).toThrow(SettingsError);
    expect(() => loadSettings({ limits: { requestTimeoutMs: 0 } }, {})).toThrow(SettingsError);
    expect(() => loadSettings({ limits: { statementTimeoutMs: 1.5 } }, {})).toThrow(SettingsError);
  });
});

describe('a request that takes too long ends with a Turkish 503', () => {
  it('unanswered after limits.requestTimeoutMs: 503 error_timeout, and the handler is told (request.signal)', async () => {
    const t = await openTestApp({ limits: { requestTimeoutMs: 200, statementTimeoutMs: 10_000 } });
    try {
      let aborted = false;
      // Only this app, in this test, has the route: a handler that waits until it is given up on.
      t.app.get('/api/yavas', async (request) => {
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
        aborted = request.signal.aborted;
        return { late: true };
      });
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/yavas' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: timedOut });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(aborted).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('every pooled connection takes limits.statementTimeoutMs before its next statement, open ones too', async () => {
    const t = await openTestApp({ limits: { statementTimeoutMs: 250, requestTimeoutMs: 30_000 } });
    try {
      // Side by side, so a pool opens several connections.
      const shown = async () =>
        (
          await Promise.all(
            Array.from({ length: 6 }, () =>
              sql<{ statement_timeout: string }>`show statement_timeout`.execute(t.database.db),
            ),
          )
        ).map((r) => r.rows[0].statement_timeout);
      expect(await shown()).toEqual(Array(6).fill('250ms'));
      await t.database.limitStatements(400);
      expect(await shown()).toEqual(Array(6).fill('400ms'));
    } finally {
      await t.close();
    }
  });

  // PGlite keeps the setting but cannot enforce it (no timer in its single WebAssembly thread).
  it.runIf(onPostgres)('PostgreSQL cancels a statement past the limit; the error path answers 503', async () => {
    const t = await openTestApp({ limits: { statementTimeoutMs: 200, requestTimeoutMs: 30_000 } });
    try {
      t.app.get('/api/uyku', async () => {
        await sql`select pg_sleep(5)`.execute(t.database.db);
        return { slept: true };
      });
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/uyku' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: timedOut });
      expect(Date.now() - started).toBeLessThan(4_000);
      // The connection is free again and still limited.
      const after = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(t.database.db);
      expect(after.rows[0].statement_timeout).toBe('200ms');
    } finally {
      await t.close();
    }
  });
});
