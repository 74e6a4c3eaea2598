import { type ChannelItem, ChannelMessages, type channelKeyCalls, scopeAllowed } from '@e-belediye/contracts';
import { type Kysely, type Selectable, sql, type UpdateObject } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type CallContext, type Handlers, staffOf } from '../../http/calls.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import { auditStaffAct, type StaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { newKey } from './keys.js';

type Row = Selectable<DB['channel']>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function item(row: Row, lastCallAt: Date | string | null = null): ChannelItem {
  return {
    Oid: row.oid,
    Name: row.name,
    Kind: row.kind,
    InstitutionCode: row.institution_code,
    Scopes: row.scopes,
    KeyPrefix: row.key_prefix,
    RatePerMinute: row.rate_per_minute,
    State: row.revoked_at ? 'REVOKED' : 'ACTIVE',
    CreatedAt: new Date(row.created_at).toISOString(),
    RotatedAt: iso(row.rotated_at),
    RevokedAt: iso(row.revoked_at),
    LastCallAt: iso(lastCallAt),
  };
}

/** What the audit row keeps of a channel: never the key's hash. */
const audited = ({ key_hash: _hash, ...rest }: Row) => rest;

const lastCall = (db: Kysely<DB>, channelOid: number) =>
  db
    .selectFrom('channel_call')
    .select(sql<Date>`max(at)`.as('at'))
    .where('channel_oid', '=', channelOid)
    .executeTakeFirst()
    .then((r) => r?.at ?? null);

/** A change to one channel, locked, written and audited in one transaction. */
async function change(
  ctx: CallContext,
  channelOid: number,
  action: StaffAct['action'],
  apply: (trx: Kysely<DB>, row: Row, staffOid: number) => Promise<{ after: Row; key?: string }>,
) {
  const staffOid = staffOf(ctx);
  return ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('channel')
      .selectAll()
      .where('oid', '=', channelOid)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Kanal bulunamadı.');
    if (row.revoked_at) throw conflict(ChannelMessages.revoked);
    const { after, key } = await apply(trx, row, staffOid);
    await auditStaffAct(trx, staffOid, {
      action,
      recordType: 'channel',
      recordId: row.oid,
      before: audited(row),
      after: audited(after),
      ip: clientIp(ctx.request),
      detail: { institutionCode: row.institution_code },
    });
    return { Channel: item(after, await lastCall(trx, row.oid)), key };
  });
}

const updated = (trx: Kysely<DB>, oid: number, set: UpdateObject<DB, 'channel'>) =>
  trx.updateTable('channel').set(set).where('oid', '=', oid).returningAll().executeTakeFirstOrThrow();

export const deskHandlers: Handlers<typeof channelKeyCalls> = {
  async GetChannelList(_input, { database }) {
    const rows = await database.db
      .selectFrom('channel as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('channel_call as k')
          .select(sql<Date>`max(k.at)`.as('at'))
          .whereRef('k.channel_oid', '=', 'c.oid')
          .as('last_call_at'),
      )
      .orderBy('c.revoked_at', (o) => o.desc().nullsFirst())
      .orderBy('c.name')
      .execute();
    return { Items: rows.map(({ last_call_at, ...row }) => item(row, last_call_at)) };
  },

  async CreateChannel({ name, kind, institutionCode, scopes, ratePerMinute }, ctx) {
    const staffOid = staffOf(ctx);
    const { key, hash, prefix } = newKey();
    return ctx.database.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('channel')
        .select('oid')
        .where(sql`lower(institution_code)`, '=', institutionCode.toLowerCase())
        .executeTakeFirst();
      if (taken) throw conflict(ChannelMessages.institutionTaken);
      const row = await trx
        .insertInto('channel')
        .values({
          name,
          kind,
          institution_code: institutionCode,
          scopes,
          key_hash: hash,
          key_prefix: prefix,
          rate_per_minute: ratePerMinute,
          created_by: staffOid,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: { code?: string }) => {
          // The same code created at the same moment by another administrator: the unique index decides.
          throw error.code === '23505' ? conflict(ChannelMessages.institutionTaken) : error;
        });
      await auditStaffAct(trx, staffOid, {
        action: 'CHANNEL_CREATED',
        recordType: 'channel',
        recordId: row.oid,
        after: audited(row),
        ip: clientIp(ctx.request),
        detail: { institutionCode },
      });
      return { Channel: item(row), ApiKey: key };
    });
  },

  async UpdateChannel({ channelOid, scopes, ratePerMinute }, ctx) {
    const { Channel } = await change(ctx, channelOid, 'CHANNEL_UPDATED', async (trx, row) => {
      // A kiosk's or the app's key is in everyone's hands: it never gets the groups that send (the database agrees).
      if (!scopes.every((s) => scopeAllowed(row.kind, s))) throw invalid(ChannelMessages.smsNotForPublicApps);
      return { after: await updated(trx, row.oid, { scopes, rate_per_minute: ratePerMinute }) };
    });
    return { Channel };
  },

  async RotateChannelKey({ channelOid }, ctx) {
    const { Channel, key } = await change(ctx, channelOid, 'CHANNEL_KEY_ROTATED', async (trx, row, staffOid) => {
      const fresh = newKey();
      // The old hash is replaced in the same statement: the old key stops with the commit, no grace period.
      const after = await updated(trx, row.oid, {
        key_hash: fresh.hash,
        key_prefix: fresh.prefix,
        rotated_at: sql<Date>`now()`,
        rotated_by: staffOid,
      });
      return { after, key: fresh.key };
    });
    return { Channel, ApiKey: key as string };
  },

  async RevokeChannel({ channelOid }, ctx) {
    const { Channel } = await change(ctx, channelOid, 'CHANNEL_REVOKED', async (trx, row, staffOid) => {
      // Members signed in through the channel lose their tokens with it.
      await trx.deleteFrom('channel_member_token').where('channel_oid', '=', row.oid).execute();
      return { after: await updated(trx, row.oid, { revoked_at: sql<Date>`now()`, revoked_by: staffOid }) };
    });
    return { Channel };
  },

  async GetChannelCalls({ channelOid, limit }, { database }) {
    const exists = await database.db
      .selectFrom('channel')
      .select('oid')
      .where('oid', '=', channelOid)
      .executeTakeFirst();
    if (!exists) throw notFound('Kanal bulunamadı.');
    const rows = await database.db
      .selectFrom('channel_call')
      .select(['at', 'call_name', 'status_code', 'ip', 'request_id'])
      .where('channel_oid', '=', channelOid)
      .orderBy('at', 'desc')
      .orderBy('oid', 'desc')
      .limit(limit)
      .execute();
    return {
      Items: rows.map((r) => ({
        At: new Date(r.at).toISOString(),
        CallName: r.call_name,
        StatusCode: r.status_code,
        Ip: r.ip,
        RequestId: r.request_id,
      })),
    };
  },
};
