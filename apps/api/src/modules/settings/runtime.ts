import { RuntimeSettingValues, runtimeSettingKeys, type RuntimeSettingValues as Values } from '@e-belediye/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

/** What this process has applied to one settings object, and who rebuilds something from it (the page shell). */
interface Applied {
  version: number;
  /** The values of the settings file and environment, before any version from the office. */
  base: Values;
  listeners: Set<() => void>;
}
const appliedTo = new WeakMap<Settings, Applied>();

/** The run-time keys as they are in force in `settings` now. */
export function runtimeValuesOf(settings: Settings): Values {
  const picked = Object.fromEntries(runtimeSettingKeys.map((key) => [key, settings.app[key]]));
  return RuntimeSettingValues.parse(picked);
}

function stateOf(settings: Settings): Applied {
  let state = appliedTo.get(settings);
  if (!state) {
    state = { version: 0, base: runtimeValuesOf(settings), listeners: new Set() };
    appliedTo.set(settings, state);
  }
  return state;
}

export const appliedVersion = (settings: Settings) => stateOf(settings).version;
export const fileValues = (settings: Settings) => stateOf(settings).base;

/** Calls `listener` after each newer version is applied to `settings`; returns the way to stop. */
export function onRuntimeSettingsApplied(settings: Settings, listener: () => void): () => void {
  const { listeners } = stateOf(settings);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Overlays a version on the one settings object the app reads (`settings.app`), when it is newer than what this
 * process has. A new `app` object, so a request never sees half of a change. A bank no longer configured (the
 * file changed since the version was saved) leaves the current active bank in force.
 */
export function applyRuntimeSettings(settings: Settings, version: number, values: Values, log?: FastifyBaseLogger) {
  const state = stateOf(settings);
  if (version <= state.version) return false;
  const next = { ...values };
  if (!settings.payments.banks[values.ActiveBankMerchantCode as keyof Settings['payments']['banks']]) {
    log?.warn({ version, bank: values.ActiveBankMerchantCode }, 'runtime settings name a bank not configured');
    next.ActiveBankMerchantCode = settings.app.ActiveBankMerchantCode as Values['ActiveBankMerchantCode'];
  }
  state.version = version;
  settings.app = { ...settings.app, ...next };
  for (const listener of state.listeners) listener();
  return true;
}

export async function latestVersion(db: Kysely<DB>) {
  const row = await db
    .selectFrom('runtime_setting_version as v')
    .innerJoin('staff as s', 's.oid', 'v.changed_by')
    .select(['v.version', 'v.values', 'v.changed_at', 's.username'])
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, values: RuntimeSettingValues.parse(row.values) };
}

/** Reads the latest saved version and applies it when newer: at start, and on every instance periodically. */
export async function refreshRuntimeSettings(database: Database, settings: Settings, log?: FastifyBaseLogger) {
  const latest = await latestVersion(database.db);
  return latest ? applyRuntimeSettings(settings, latest.version, latest.values, log) : false;
}

/** Keeps this instance in step with versions saved through any instance; returns the way to stop. */
export function keepRuntimeSettingsFresh(database: Database, settings: Settings, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    refreshRuntimeSettings(database, settings, log).catch((error) =>
      log.warn({ err: error }, 'runtime settings could not be read; the ones in force stay'),
    );
  }, settings.workers.settingsRefreshMs);
  timer.unref();
  return () => clearInterval(timer);
}
