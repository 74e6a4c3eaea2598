import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { auditPersonalDataRead, auditStaffAct } from '../../src/modules/audit/index.js';
import { openTestDatabase } from '../support/db.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the audit log of staff acts', () => {
  it('records who did what to which record, with the record before and after', async () => {
    await auditStaffAct(database.db, 7, {
      action: 'RESOLUTION_UPDATED',
      recordType: 'resolution',
      recordId: 42,
      before: { subject: 'Eski' },
      after: { subject: 'Yeni' },
      ip: '10.0.0.9',
    });
    const row = await database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event', '=', 'RESOLUTION_UPDATED')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_oid: 7, record_type: 'resolution', record_id: '42', ip: '10.0.0.9' });
    expect(row.before).toEqual({ subject: 'Eski' });
    expect(row.after).toEqual({ subject: 'Yeni' });
  });

  it('records a read of personal data, saying whether it was unmasked', async () => {
    await auditPersonalDataRead(database.db, 7, { recordType: 'member', recordId: 3, memberOid: null, unmasked: true });
    const row = await database.db
      .selectFrom('audit_event')
      .select(['record_id', 'detail'])
      .where('event', '=', 'PERSONAL_DATA_READ')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ record_id: '3', detail: { unmasked: true } });
  });

  it('refuses to change, delete or truncate a row, even for the database user of the API', async () => {
    await expect(database.db.updateTable('audit_event').set({ event: 'FORGED' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(database.db.deleteFrom('audit_event').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_event`.execute(database.db)).rejects.toThrow(/append-only/);
    expect(await database.db.selectFrom('audit_event').select('oid').where('event', '=', 'FORGED').execute()).toEqual(
      [],
    );
  });
});
