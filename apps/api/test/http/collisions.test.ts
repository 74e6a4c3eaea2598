import { ErrorCodes, ErrorMessages } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessagesIn } from '../../src/http/errorLanguages.js';
import { openTestApp } from '../support/db.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
  // PostgreSQL's own refusals, raised by the database as a collision of two transactions raises them.
  for (const [path, condition] of [
    ['/api/kilitlenme', 'deadlock_detected'],
    ['/api/siralama', 'serialization_failure'],
  ]) {
    t.app.get(path, async () => {
      await t.database.db.transaction().execute(async (trx) => {
        await sql.raw(`do $$ begin raise exception 'çakışma' using errcode = '${condition}'; end $$`).execute(trx);
      });
      return { saved: true };
    });
  }
});
afterAll(() => t?.close());

describe('a transaction the database rolls back after a collision', () => {
  it('answers 409 in the one error shape, telling the person nothing was saved and to try again, never a 500', async () => {
    for (const url of ['/api/kilitlenme', '/api/siralama']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: { Code: ErrorCodes.conflict, Message: ErrorMessages.collided },
      });
    }
  });

  it('says it in the language the visitor chose', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/kilitlenme', headers: { cookie: 'ebs_lang=en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(ErrorMessagesIn.en.collided);
  });
});
