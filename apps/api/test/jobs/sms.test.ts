import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, listJobs, runDueJobs } from '../../src/modules/jobs/index.js';
import { enqueueSms, smsJobs } from '../../src/modules/notifications/sms.js';
import { type IdentityApp, openIdentityApp } from '../support/identity.js';
import { depsOf, secondConnection, until } from './support.js';

let t: IdentityApp;

beforeAll(async () => {
  t = await openIdentityApp();
});
afterAll(async () => {
  await t?.close();
});

const number = (i: number) => `555990${String(i).padStart(4, '0')}`;

async function queue(numbers: string[], text = 'E-Belediye doğrulama kodunuz: 123456') {
  await t.database.db.transaction().execute((trx) =>
    enqueueSms(
      trx,
      numbers.map((GsmNumber) => ({ RegistryOid: null, GsmNumber, SmsText: text, smsType: 6, messageCode: 6001 })),
    ),
  );
  return t.database.db.selectFrom('sms_outbox').selectAll().where('gsm_number', 'in', numbers).execute();
}

const jobOf = (outboxOid: number) =>
  t.database.db
    .selectFrom('job')
    .selectAll()
    .where('name', '=', 'sms.send')
    .where(sql`(payload->>'outboxOid')::int`, '=', outboxOid)
    .orderBy('oid', 'desc')
    .executeTakeFirstOrThrow();

describe('SMS on the job queue', () => {
  it('each outbox row gets one send job in the same transaction', async () => {
    const [row] = await queue([number(1)]);
    const job = await jobOf(row.oid);
    expect(job).toMatchObject({ status: 'PENDING', max_attempts: 8, payload: { outboxOid: row.oid } });
    expect(await runDueJobs(smsJobs, depsOf(t.database, t.settings))).toMatchObject([
      { oid: job.oid, outcome: 'done' },
    ]);
    expect(await t.inbox(number(1))).toHaveLength(1);
  });

  it('the same outbox row is sent once even when two workers race', async () => {
    const numbers = Array.from({ length: 30 }, (_, i) => number(100 + i));
    await queue(numbers);
    const other = await secondConnection(t.database);
    const worker = async (deps: ReturnType<typeof depsOf>) => {
      while ((await runDueJobs(smsJobs, deps, { limit: 2 })).length);
    };
    try {
      await Promise.all([worker(depsOf(t.database, t.settings)), worker(depsOf(other.database, t.settings))]);
    } finally {
      await other.close();
    }
    for (const no of numbers) expect(await t.inbox(no)).toHaveLength(1);
    const rows = await t.database.db.selectFrom('sms_outbox').selectAll().where('gsm_number', 'in', numbers).execute();
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(rows.every((r) => r.sms_text === 'E-Belediye doğrulama kodunuz: ******')).toBe(true);
  });

  it('a job run again after a crash does not send a row already SENT', async () => {
    const [row] = await queue([number(2)]);
    const deps = depsOf(t.database, t.settings);
    await runDueJobs(smsJobs, deps);
    // The worker sent and died before recording the job as done: its lease runs out and the job is claimed again.
    const job = await jobOf(row.oid);
    await sql`update job set status = 'RUNNING', locked_until = now() - interval '1 second' where oid = ${job.oid}`.execute(
      t.database.db,
    );
    expect(await runDueJobs(smsJobs, deps)).toMatchObject([{ oid: job.oid, outcome: 'done', attempt: 2 }]);
    // A send enqueued anew for the same row changes nothing either.
    await enqueueJob(t.database.db, 'sms.send', { outboxOid: row.oid });
    expect(await runDueJobs(smsJobs, deps)).toMatchObject([{ outcome: 'done' }]);
    expect(await t.inbox(number(2))).toHaveLength(1);
  });

  it('when the gateway never takes it, the job is a dead letter and the outbox row FAILED', async () => {
    const [row] = await queue([number(3)]);
    const job = await jobOf(row.oid);
    // Seven attempts already failed; the eighth is the last.
    await t.database.db.updateTable('job').set({ attempts: 7 }).where('oid', '=', job.oid).execute();
    await fetch(`${t.simUrl}/netgsm/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"failNext":1,"mode":"error"}',
    });
    expect(await runDueJobs(smsJobs, depsOf(t.database, t.settings))).toMatchObject([
      { oid: job.oid, outcome: 'dead', attempt: 8 },
    ]);
    const failed = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('oid', '=', row.oid)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 8 });
    expect(failed.last_error).toContain('SMS');
    const dead = await listJobs(t.database.db, { status: 'DEAD', name: 'sms.send', limit: 5 });
    expect(dead.map((j) => j.oid)).toContain(job.oid);
    expect(await t.inbox(number(3))).toEqual([]);
  });

  it('the app started with workers sends queued SMS by itself and stops its runner on close', async () => {
    const app = await openIdentityApp({ settings: { workers: { enabled: true, intervalMs: 20 } } });
    try {
      await app.database.db
        .transaction()
        .execute((trx) =>
          enqueueSms(trx, [
            { RegistryOid: null, GsmNumber: number(4), SmsText: 'Kodunuz: 654321', smsType: 6, messageCode: 6001 },
          ]),
        );
      await until(async () => (await app.inbox(number(4))).length > 0);
      const [sweep] = await listJobs(app.database.db, { name: 'payments.sweep', limit: 1 });
      expect(sweep).toMatchObject({ status: expect.stringMatching(/^(PENDING|RUNNING)$/) });
    } finally {
      await app.close();
    }
  });
});
