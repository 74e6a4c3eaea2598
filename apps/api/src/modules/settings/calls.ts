import {
  PaymentBanks,
  type RuntimeSettingKey,
  type RuntimeSettings,
  RuntimeSettingValues,
  type runtimeSettingCalls,
  runtimeSettingKeys,
} from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { conflict, invalid, unauthenticated } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { applyRuntimeSettings, fileValues, latestVersion, runtimeValuesOf } from './runtime.js';

const staleVersion =
  'Ayarlar siz düzenlerken başka bir personel tarafından değiştirildi. Sayfayı yenileyip değişikliğinizi yeniden yapınız.';

function staffOf({ principal }: Pick<CallContext, 'principal'>) {
  if (principal?.kind !== 'staff') throw unauthenticated();
  return principal.staffOid;
}

/** The banks configured on this server, the only ones the active bank may be. */
const configuredBanks = (ctx: CallContext) =>
  Object.keys(ctx.settings.payments.banks).map((Code) => ({
    Code,
    Name: PaymentBanks[Code as keyof typeof PaymentBanks]?.name ?? Code,
  }));

async function inForce(ctx: CallContext): Promise<RuntimeSettings> {
  const latest = await latestVersion(ctx.database.db);
  // Another instance may have saved a version since this one last looked.
  if (latest) applyRuntimeSettings(ctx.settings, latest.version, latest.values, ctx.request.log);
  return {
    Version: latest?.version ?? 0,
    Values: runtimeValuesOf(ctx.settings),
    Banks: configuredBanks(ctx),
    ChangedBy: latest?.username ?? null,
    ChangedAt: latest ? new Date(latest.changed_at).toISOString() : null,
  };
}

const changedKeys = (before: object, after: object): RuntimeSettingKey[] =>
  runtimeSettingKeys.filter(
    (key) =>
      JSON.stringify((before as Record<string, unknown>)[key]) !==
      JSON.stringify((after as Record<string, unknown>)[key]),
  );

export const settingsHandlers: Handlers<typeof runtimeSettingCalls> = {
  async GetRuntimeSettings(_input, ctx) {
    staffOf(ctx);
    return inForce(ctx);
  },

  async GetRuntimeSettingVersions(input, ctx) {
    staffOf(ctx);
    const db = ctx.database.db;
    // One row past the page: the version before the page's oldest, to say what the oldest changed.
    const rows = await db
      .selectFrom('runtime_setting_version as v')
      .innerJoin('staff as s', 's.oid', 'v.changed_by')
      .select(['v.version', 'v.values', 'v.changed_at', 'v.reason', 's.username'])
      .orderBy('v.version', 'desc')
      .offset((input.page - 1) * input.pageSize)
      .limit(input.pageSize + 1)
      .execute();
    const { total } = await db
      .selectFrom('runtime_setting_version')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const values = rows.map((r) => RuntimeSettingValues.parse(r.values));
    const Items = rows.slice(0, input.pageSize).map((r, i) => ({
      Version: r.version,
      Values: values[i],
      Changed: changedKeys(r.version === 1 ? fileValues(ctx.settings) : (values[i + 1] ?? {}), values[i]),
      ChangedBy: r.username,
      ChangedAt: new Date(r.changed_at).toISOString(),
      Reason: r.reason,
    }));
    return { Items, TotalCount: Number(total) };
  },

  async UpdateRuntimeSettings(input, ctx) {
    const staffOid = staffOf(ctx);
    const values = input.values;
    const banks = configuredBanks(ctx).map((b) => b.Code);
    if (!banks.includes(values.ActiveBankMerchantCode)) {
      throw invalid(
        `Bu banka için sanal POS tanımlı değil: ${values.ActiveBankMerchantCode}. Seçilebilen bankalar: ${banks.join(', ')}.`,
      );
    }
    const version = await ctx.database.db.transaction().execute(async (trx) => {
      const latest = await latestVersion(trx);
      if ((latest?.version ?? 0) !== input.version) throw conflict(staleVersion);
      const saved = await trx
        .insertInto('runtime_setting_version')
        .values({
          version: input.version + 1,
          values: JSON.stringify(values),
          changed_by: staffOid,
          reason: input.reason,
        })
        // A save from the same version that landed first keeps the number; this one is stale.
        .onConflict((oc) => oc.column('version').doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!saved) throw conflict(staleVersion);
      // No personal data among these keys: the values are recorded as they are.
      await auditStaffAct(trx, staffOid, {
        action: 'SETTINGS_CHANGED',
        recordType: 'runtime_setting',
        recordId: saved.version,
        before: latest?.values ?? fileValues(ctx.settings),
        after: values,
        ip: clientIp(ctx.request),
        detail: { reason: input.reason, changed: changedKeys(latest?.values ?? fileValues(ctx.settings), values) },
      });
      return saved.version;
    });
    // In force at once here; the other instances take it at their next refresh.
    applyRuntimeSettings(ctx.settings, version, values, ctx.request.log);
    return inForce(ctx);
  },
};
