import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { markDraining } from '../http/health.js';

/**
 * A graceful stop, as on SIGTERM from a process manager or a rolling deploy: /health/ready turns 503, the
 * listener closes (no new connections; idle keep-alive ones are closed), requests under way get `graceMs` to
 * finish before their connections are cut, the job runner puts the jobs it could not finish back in the queue
 * (app.ts' onClose), and the pool closes last. Nothing is lost by stopping: what was not committed was not
 * answered, and what another instance must finish is in the database.
 */
export async function shutDownGracefully(app: FastifyInstance, database: Database, graceMs: number): Promise<void> {
  markDraining(app);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    await database.close();
  }
}

/** Stops gracefully on SIGTERM or SIGINT, once; a second signal, or a stop taking far too long, exits at once. */
export function stopOnSignals(app: FastifyInstance, database: Database, graceMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal, graceMs }, 'Kapanış: yeni istek alınmıyor, süren istekler bitiriliyor');
    setTimeout(() => process.exit(1), graceMs * 2 + 5_000).unref();
    shutDownGracefully(app, database, graceMs).then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'Kapanış tamamlanamadı');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
