import { calls, channelCalls } from '@e-belediye/contracts';
import type { ApiModule } from '../http/module.js';
import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import { calendarModule } from './calendar/index.js';
import { channelsModule } from './channels/index.js';
import { collectionsModule } from './collections/index.js';
import { complaintsModule } from './complaints/index.js';
import { debtsModule } from './debts/index.js';
import { declarationsModule } from './declarations/index.js';
import { delegationModule } from './delegation/index.js';
import { filesModule } from './files/index.js';
import { importsModule } from './imports/index.js';
import { jobsModule } from './jobs/index.js';
import { lookupsModule } from './lookups/index.js';
import { membersModule } from './members/index.js';
import { notificationsModule } from './notifications/index.js';
import { objectionsModule } from './objections/index.js';
import { passkeysModule } from './passkeys/index.js';
import { paymentsModule } from './payments/index.js';
import { payrollModule } from './payroll/index.js';
import { reconciliationModule } from './reconciliation/index.js';
import { resolutionsModule } from './resolutions/index.js';
import { restructuringModule } from './restructuring/index.js';
import { settingsModule } from './settings/index.js';
import { staffModule } from './staff/index.js';
import { verificationModule } from './verification/index.js';
import { waterModule } from './water/index.js';

/** The app is built from this list: each module brings its calls, routes and jobs. */
export const modules: ApiModule[] = [
  lookupsModule,
  resolutionsModule,
  authModule,
  membersModule,
  debtsModule,
  declarationsModule,
  waterModule,
  paymentsModule,
  notificationsModule,
  jobsModule,
  auditModule,
  reconciliationModule,
  collectionsModule,
  staffModule,
  settingsModule,
  restructuringModule,
  payrollModule,
  verificationModule,
  filesModule,
  complaintsModule,
  objectionsModule,
  channelsModule,
  importsModule,
  calendarModule,
  delegationModule,
  passkeysModule,
] as ApiModule[];

/** Every call of the contract is served by exactly one module; a gap or a double is a start-up error. */
export function assertContractCovered(list: readonly ApiModule[] = modules): void {
  const covered = (contract: object, served: (m: ApiModule) => object | undefined) => {
    const owner = new Map<string, string>();
    for (const m of list) {
      for (const name of Object.keys(served(m) ?? {})) {
        const other = owner.get(name);
        if (other) throw new Error(`${name} is served by both ${other} and ${m.name}`);
        owner.set(name, m.name);
      }
    }
    const missing = Object.keys(contract).filter((name) => !owner.has(name));
    if (missing.length) throw new Error(`no module serves ${missing.join(', ')}`);
  };
  covered(calls, (m) => m.calls);
  covered(channelCalls, (m) => m.channel?.calls);
}
