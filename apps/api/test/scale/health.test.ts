import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import type { DB } from '../../src/db/schema.js';
import { HealthMessages, markDraining, readinessProblems } from '../../src/http/health.js';
import { buildMetricsListener, MetricsMessages, mayScrape } from '../../src/http/metrics.js';
import type { JobDefinition } from '../../src/http/module.js';
import { FLUSH_EVERY_MS, tableStore } from '../../src/http/rateLimit.js';
import { postForXml } from '../../src/integrations/banks/transport.js';
import { postTo } from '../../src/integrations/http.js';
import { withRequestId } from '../../src/lib/requestContext.js';
import { enqueueJob, runDueJobs } from '../../src/modules/jobs/index.js';
import { openTestApp } from '../support/db.js';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;
let t: TestApp;
const TOKEN = 'scrape-token-0123456789';

/** An outside system that records the headers of every request it gets and answers as JSON and XML do. */
const seen: IncomingHttpHeaders[] = [];
const outside = createServer((req, res) => {
  seen.push(req.headers);
  req.resume();
  req.on('end', () => {
    if (req.url === '/xml') res.setHeader('content-type', 'application/xml').end('<Yanit><Kod>00</Kod></Yanit>');
    else res.setHeader('content-type', 'application/json').end('{"ok":true}');
  });
});
let outsideUrl = '';
/** The API's log lines (JSON), to find a request's id in them. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  t = await openTestApp(
    { workers: { enabled: true, intervalMs: 60_000 }, secrets: { metricsToken: TOKEN }, logLevel: 'info' },
    logStream,
  );
  // A call of our own that reaches an outside system, as the login reaches e-Devlet.
  t.app.post('/test/outside', async () => postTo('Test', `${outsideUrl}/json`, { body: '{}', headers: {} }));
});
afterAll(async () => {
  await t?.close();
  outside.closeAllConnections();
  await new Promise((resolve) => outside.close(resolve));
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('health', () => {
  it('live answers while the process runs; ready when the database, migrations and job runner are in order', async () => {
    expect((await get('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await get('/api/health')).json()).toMatchObject({ status: 'ok' });
  });

  it('is not ready while a migration of this code is not applied, and names it', async () => {
    const version = '0026_stateless_instances.sql';
    await sql`delete from schema_migration where version = ${version}`.execute(t.database.db);
    try {
      const res = await get('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unready', problems: [`${HealthMessages.migrations}: ${version}`] });
    } finally {
      await sql`insert into schema_migration (version) values (${version})`.execute(t.database.db);
    }
  });

  it('is not ready without its database or with its job runner stalled', async () => {
    // A server that is not there: nothing listens on port 1.
    const pool = new pg.Pool({
      connectionString: 'postgres://ebelediye@127.0.0.1:1/yok',
      connectionTimeoutMillis: 2_000,
    });
    const gone = { ...t.database, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
    const settings = loadSettings({}, {});
    const stalled = { problem: () => 'İş kuyruğu işleyicisi bir süredir tur atmadı.' };
    expect(await readinessProblems(gone, settings, { draining: false, runner: stalled })).toEqual([
      HealthMessages.database,
      'İş kuyruğu işleyicisi bir süredir tur atmadı.',
    ]);
    await gone.db.destroy();
    // An instance that serves only (workers off) has no runner to miss.
    const serving = loadSettings({ workers: { enabled: false, intervalMs: 1000 } }, {});
    expect(await readinessProblems(t.database, serving, { draining: false, runner: null })).toEqual([]);
  });
});

describe('metrics', () => {
  it('count requests and their latency by call, and read the job queue from the database', async () => {
    await t.api.GetResolutionTypeList({});
    await enqueueJob(t.database.db, 'test.metrics', {});
    const listener = await buildMetricsListener(t.database);
    const res = await listener.inject({ method: 'GET', url: '/metrics' });
    await listener.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = res.body;
    expect(text).toMatch(
      /ebelediye_http_requests_total\{call="\/api\/GetResolutionTypeList",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /ebelediye_http_request_duration_seconds_bucket\{call="\/api\/GetResolutionTypeList",le="\+Inf"\} \d+/,
    );
    expect(text).toMatch(/ebelediye_http_request_duration_seconds_count\{call="\/api\/GetResolutionTypeList"\} \d+/);
    expect(text).toContain('ebelediye_job_queue_depth{name="test.metrics",state="due"} 1');
    expect(text).toMatch(/ebelediye_job_oldest_due_seconds\{name="test.metrics"\} [\d.]+/);
    expect(text).toContain('# TYPE ebelediye_payment_outcomes_total counter');
    if (t.database.engine === 'postgres') expect(text).toContain('ebelediye_db_pool_connections{state="max"} 10');
  });

  it('on the public listener answer only the configured token, from this machine too and whatever the headers', async () => {
    // A reverse proxy on this host that names the client in none of these headers: every visitor is local.
    const proxyHeaders: Record<string, string>[] = [{}, { 'x-real-ip': '203.0.113.9' }, { via: '1.1 nginx' }];
    for (const headers of [...proxyHeaders, { forwarded: 'for=::1' }]) {
      for (const remoteAddress of ['127.0.0.1', '::1', '10.1.2.3']) {
        const res = await get('/metrics', headers, remoteAddress);
        expect(res.statusCode, `${JSON.stringify(headers)} ${remoteAddress}`).toBe(403);
        expect(res.json()).toEqual({ Code: 'error_forbidden', Message: MetricsMessages.refused });
      }
    }
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    expect((await get('/metrics', { authorization: `Bearer ${TOKEN}` }, '10.1.2.3')).statusCode).toBe(200);
    // No token configured: the public listener never serves them, whatever is shown.
    const none = loadSettings({}, {});
    const request = { headers: { authorization: 'Bearer ' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(mayScrape(request as unknown as FastifyRequest, none)).toBe(false);
  });

  it('have their own listener, on this machine only and on the public port plus 1000 unless set', async () => {
    const defaults = loadSettings({}, {});
    expect(defaults.metrics).toEqual({ host: '127.0.0.1', port: 4000 });
    expect(loadSettings({}, { PORT: '3401' }).metrics.port).toBe(4401);
    expect(loadSettings({}, { METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(() => loadSettings({ port: 3000, metrics: { port: 3000 } }, {})).toThrow(/metrics\.port: port ile aynı/);

    const listener = await buildMetricsListener(t.database);
    try {
      const at = await listener.listen({ port: 0, host: defaults.metrics.host });
      expect(at).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${at}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE ebelediye_http_requests_total counter');
      const other = await fetch(`${at}/api/GetResolutionTypeList`, { method: 'POST' });
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ Code: 'error_unknown_call' });
    } finally {
      await listener.close();
    }
  });
});

describe('request ids', () => {
  it('each answer names its request id, and the calls it makes to outside systems carry the same one', async () => {
    seen.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/test/outside', payload: {} });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^req-[0-9a-f]{8}$/);
    expect(seen.map((h) => h['x-request-id'])).toEqual([id]);
    // The structured log of that request names the same id.
    const lines = logLines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(lines.filter((l) => l.reqId === id).map((l) => l.msg)).toContain('request completed');
  });

  it('the bank transport carries it too, and nothing outside a request or job', async () => {
    seen.length = 0;
    await withRequestId('req-0badcafe', () => postForXml(`${outsideUrl}/xml`, '<a/>', 'application/xml'));
    await postTo('Test', `${outsideUrl}/json`, { body: '{}', headers: {} });
    expect(seen.map((h) => h['x-request-id'])).toEqual(['req-0badcafe', undefined]);
  });
});

describe('request ids of jobs', () => {
  it('a job enqueued by a request calls outside systems under that request’s id; a sweep under its own', async () => {
    const def: JobDefinition<{ n: number }> = {
      name: 'test.outside',
      run: async () => {
        await postTo('Test', `${outsideUrl}/json`, { body: '{}', headers: {} });
      },
    };
    await withRequestId('req-5eed0001', () => enqueueJob(t.database.db, def, { n: 1 }));
    const sweep = (await enqueueJob(t.database.db, def, { n: 2 }))!;
    seen.length = 0;
    await runDueJobs([def], { database: t.database, settings: t.settings, log: t.app.log });
    expect(seen.map((h) => h['x-request-id']).sort()).toEqual([`job-${sweep}`, 'req-5eed0001']);
  });
});

describe('a draining instance', () => {
  it('turns unready, so the balancer sends new requests elsewhere', async () => {
    markDraining(t.app);
    const res = await get('/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().problems).toContain(HealthMessages.draining);
    expect((await get('/health/live')).statusCode).toBe(200);
  });
});

describe('the shared rate-limit store', () => {
  const incr = (Store: ReturnType<typeof tableStore>, key: string, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      new Store().incr(key, (e, r) => (e ? reject(e) : resolve(r!)), 60_000, max),
    );
  const stored = async (key: string) => {
    const { rows } = await sql<{ hits: number }>`select coalesce(sum(hits), 0)::int as hits from rate_limit_hit
      where key like ${`${key}%`}`.execute(t.database.db);
    return rows[0].hits;
  };

  it('counts far from the limit in memory and adds it to the shared table within a flush', async () => {
    const a = tableStore(t.database, 'api');
    expect((await incr(a, '198.51.100.7', 100)).current).toBe(1);
    const second = await incr(a, '198.51.100.7', 100);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect(await stored('api:198.51.100.7')).toBe(0);
    await new Promise((r) => setTimeout(r, FLUSH_EVERY_MS + 300));
    expect(await stored('api:198.51.100.7')).toBe(2);
  });

  it('counts exactly for every instance from half the limit on, each scope apart', async () => {
    const a = tableStore(t.database, 'api');
    const b = tableStore(t.database, 'api');
    const files = tableStore(t.database, 'files');
    // A limit of 2: from the first request on every count is the shared one.
    expect((await incr(a, '198.51.100.9', 2)).current).toBe(1);
    expect((await incr(b, '198.51.100.9', 2)).current).toBe(2);
    expect((await incr(a, '198.51.100.9', 2)).current).toBe(3);
    expect(await stored('api:198.51.100.9')).toBe(3);
    expect((await incr(files, '198.51.100.9', 2)).current).toBe(1);
    expect((await incr(a, '198.51.100.10', 2)).current).toBe(1);
  });
});
