import type { CallDef } from '@e-belediye/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';
import type { Handlers } from './calls.js';

/** What every module is built with. */
export interface ModuleDeps {
  database: Database;
  settings: Settings;
}

export interface JobContext extends ModuleDeps {
  log: FastifyBaseLogger;
  /** Which attempt this is, from 1. */
  attempt: number;
}

/**
 * A kind of background work, run by the jobs module on its PostgreSQL queue. A job is retried with a growing
 * delay when `run` throws, and lands in the dead-letter state after `maxAttempts`.
 */
export interface JobDefinition<Payload = unknown> {
  /** Queue name, '<module>.<verb>' (sms.send, payments.sweep). */
  name: string;
  run(payload: Payload, ctx: JobContext): Promise<void>;
  /** Attempts before the job is given up (dead letter); default 8. */
  maxAttempts?: number;
  /** A recurring sweep: the runner keeps one instance of it scheduled, every `everyMs` after the last run. */
  everyMs?: number;
  /** How long a run holds its claim before another worker takes it for dead; the runner's lease by default. */
  leaseMs?: number;
}

/**
 * One module's whole contribution to the app: its calls with their handlers, any routes outside /api/<Name>
 * (bank returns, PDF downloads) and its background jobs. app.ts builds from the list in modules/index.ts.
 */
export interface ApiModule<C extends Record<string, CallDef> = Record<string, CallDef>> {
  name: string;
  calls?: C;
  handlers?: Handlers<C>;
  /** Calls of the second service host (POST /kanal/api/<Name>), a name space apart from /api. */
  // biome-ignore lint/suspicious/noExplicitAny: each module types its own channel calls
  channel?: { calls: Record<string, CallDef>; handlers: Handlers<any> };
  routes?: (app: FastifyInstance, deps: ModuleDeps) => Promise<void> | void;
  // biome-ignore lint/suspicious/noExplicitAny: payloads differ per job; each definition types its own
  jobs?: JobDefinition<any>[];
}

/** Typed manifest: a module's handlers must cover exactly its calls. */
export const defineModule = <C extends Record<string, CallDef>>(m: ApiModule<C>): ApiModule<C> => m;

/** A module's channel calls with handlers that must cover exactly them. */
export const channelPart = <C extends Record<string, CallDef>>(calls: C, handlers: Handlers<C>) => ({
  calls,
  handlers,
});
