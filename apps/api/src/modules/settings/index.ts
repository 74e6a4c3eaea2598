import { runtimeSettingCalls } from '@e-belediye/contracts';
import { setReligiousHolidays } from '@e-belediye/contracts/calendar';
import { defineModule } from '../../http/module.js';
import { settingsHandlers } from './calls.js';
import {
  keepRuntimeSettingsFresh,
  onRuntimeSettingsApplied,
  refreshRuntimeSettings,
  runtimeValuesOf,
} from './runtime.js';

export { onRuntimeSettingsApplied } from './runtime.js';

/**
 * Settings the office changes while the portal runs: the payment pause, the active bank, the home page's notices
 * and the bayram days. Each save is a version; the latest overlays the file settings at start, at once on the
 * instance that saved it, and on every other instance at its next refresh (workers.settingsRefreshMs).
 */
export const settingsModule = defineModule({
  name: 'settings',
  calls: runtimeSettingCalls,
  handlers: settingsHandlers,
  async routes(app, { database, settings }) {
    // Every due date of this process is computed with the bayrams in force (ADR 0038): the file's, then each version.
    const holidays = () => setReligiousHolidays(runtimeValuesOf(settings).ReligiousHolidays);
    holidays();
    const unlisten = onRuntimeSettingsApplied(settings, holidays);
    // A database not migrated yet (the OpenAPI document is written from one) leaves the file settings in force.
    await refreshRuntimeSettings(database, settings, app.log).catch((error) =>
      app.log.warn({ err: error }, 'runtime settings could not be read at start; the file settings stay'),
    );
    const stop = keepRuntimeSettingsFresh(database, settings, app.log);
    app.addHook('onClose', async () => {
      stop();
      unlisten();
    });
  },
});
