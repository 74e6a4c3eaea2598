import { declarationCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { declarationHandlers } from './calls.js';
import { registerReceiptRoute } from './receipt.js';

export { calculate } from './calculate.js';
export { type EstateChange, undeclaredEstateChanges, yearlyAds } from './deadlines.js';
export {
  amendableEstate,
  declarationOfCase,
  linkCorrectedAccrual,
  prepareCaseVersion,
  versionOnCase,
  writeCaseVersion,
  yearsOfCorrection,
} from './on-objection.js';
export { type OpenYearInput, openYearTables } from './open-year.js';
export { declarationSummary } from './queries.js';
export { declarationReceiptPdf } from './receipt.js';
export { ACTIVE as ACTIVE_DECLARATION, newVerificationCode, parcelKey, storeVersion, titleOf } from './record.js';

/**
 * Declarations (beyanname): estate, environmental cleaning, advertising and entertainment tax, filed by members,
 * computed by the server from the year's tables, accrued through the ledger and reviewed by the office.
 */
export const declarationsModule = defineModule({
  name: 'declarations',
  calls: declarationCalls,
  handlers: declarationHandlers,
  routes: (app, { database, settings }) => registerReceiptRoute(app, database, settings),
});
