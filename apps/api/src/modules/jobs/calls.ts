import type { jobCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { listJobs } from './queue.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const jobHandlers: Handlers<typeof jobCalls> = {
  async GetJobList({ status, name, limit }, { database }) {
    const rows = await listJobs(database.db, { status, name, limit });
    return rows.map((j) => ({
      Oid: j.oid,
      Name: j.name,
      Status: j.status,
      Attempts: j.attempts,
      MaxAttempts: j.max_attempts,
      RunAt: new Date(j.run_at).toISOString(),
      CreatedAt: new Date(j.created_at).toISOString(),
      FinishedAt: iso(j.finished_at),
      LastError: j.last_error,
    }));
  },
};
