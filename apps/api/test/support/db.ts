import { readFileSync } from 'node:fs';
import { CHANNEL_PREFIX } from '@e-belediye/contracts';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.js';
import { loadSettings, type SettingsOverrides } from '../../src/config/settings.js';
import { type Database, openDatabase } from '../../src/db/index.js';
import { typedApi, typedChannelApi } from './api.js';

const TEMPLATE_DB = 'ebelediye_test_template';

/** A pause window that starts when it ends: none (the payment rules' own convention). */
export const NO_PAUSE = {
  OperationPauseStartHours: 0,
  OperationPauseStartMinute: 0,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 0,
};

/** A private copy of the seeded demo municipality, on PGlite or on the PostgreSQL server under test. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = inject('postgresAdminUrl');
  if (adminUrl) {
    const name = `ebelediye_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        // The pool's connections finish closing after close() returns; forcing them shut makes them raise errors.
        const open = `select count(*)::int as n from pg_stat_activity where datname = '${name}'`;
        for (let i = 0; i < 100 && (await a.query(open)).rows[0].n > 0; i++)
          await new Promise((r) => setTimeout(r, 20));
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const fixture = readFileSync(inject('pgliteFixture'));
  return openDatabase({ loadDataDir: new Blob([fixture]) });
}

/** The API over a private test database, reached with app.inject(). */
export async function openTestApp(
  overrides: SettingsOverrides = {},
  logStream?: NodeJS.WritableStream,
  principalOf?: AppDeps['principalOf'],
) {
  const database = await openTestDatabase();
  // No nightly payment pause unless a test sets one: a run at 23:50 must pass like one at noon.
  const appSettings = { ...NO_PAUSE, ...overrides.app };
  const settings = loadSettings({ logLevel: 'silent', apiRateLimit: 100_000, ...overrides, app: appSettings }, {});
  const app = await buildApp({ database, settings, logStream, principalOf });
  async function call<T = unknown>(name: string, body: unknown = {}) {
    const res = await app.inject({ method: 'POST', url: `/api/${name}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  }
  async function channelCall<T = unknown>(name: string, body: unknown = {}) {
    const res = await app.inject({ method: 'POST', url: `${CHANNEL_PREFIX}/${name}`, payload: body as object });
    return { status: res.statusCode, body: res.json() as T };
  }
  return {
    app,
    database,
    settings,
    /** POST /api/<name> with a JSON body; returns status and parsed body. */
    call,
    /** The same, typed from the contract: `api.GetResolution({ resolutionOid })`. */
    api: typedApi(call),
    /** POST /kanal/api/<name>: the second service host, typed from its contract. */
    channel: typedChannelApi(channelCall),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
