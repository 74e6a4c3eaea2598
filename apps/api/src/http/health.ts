import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Settings } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { pendingMigrations } from '../db/migrate.js';

/** What the readiness check asks of the job runner (modules/jobs' JobRunner). */
interface Runner {
  problem(): string | null;
}

/** One instance's state as its load balancer must know it. */
interface InstanceState {
  /** SIGTERM received: the instance finishes what it has and takes nothing new. */
  draining: boolean;
  runner: Runner | null;
}

const states = new WeakMap<FastifyInstance, InstanceState>();

export const HealthMessages = {
  draining: 'Bu örnek kapanıyor; yeni istek almıyor.',
  database: 'Veritabanına ulaşılamıyor.',
  migrations: 'Uygulanmamış veritabanı göçleri var',
} as const;

/** From now on /health/ready answers 503: the balancer sends new requests to the other instances. */
export function markDraining(app: FastifyInstance): void {
  const state = states.get(app);
  if (state) state.draining = true;
}

/** The reasons this instance should get no traffic; none when it is ready. */
export async function readinessProblems(
  database: Database,
  settings: Settings,
  state: InstanceState,
): Promise<string[]> {
  const problems: string[] = [];
  if (state.draining) problems.push(HealthMessages.draining);
  try {
    await sql`select 1`.execute(database.db);
    const pending = await pendingMigrations(database);
    if (pending.length) problems.push(`${HealthMessages.migrations}: ${pending.join(', ')}`);
  } catch {
    problems.push(HealthMessages.database);
  }
  // An instance started with workers.enabled false serves requests only: it has no runner to miss.
  const runnerProblem = settings.workers.enabled ? state.runner?.problem() : null;
  if (runnerProblem) problems.push(runnerProblem);
  return problems;
}

/**
 * GET /health/live: the process answers (a restart is the cure otherwise). GET /health/ready: the database
 * answers, every migration of this code is applied and the job runner makes its passes — else 503 with the
 * reasons, and the balancer sends traffic elsewhere. Neither says anything an outsider could use.
 */
export function installHealth(
  app: FastifyInstance,
  database: Database,
  settings: Settings,
  runner: Runner | null,
): void {
  const state: InstanceState = { draining: false, runner };
  states.set(app, state);
  app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const problems = await readinessProblems(database, settings, state);
    reply.header('cache-control', 'no-store').code(problems.length ? 503 : 200);
    return problems.length ? { status: 'unready', problems } : { status: 'ok' };
  });
}
