import { complaintCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { categoryHandlers } from './categories.js';
import { citizenHandlers } from './citizen.js';
import { deskHandlers } from './desk.js';

export { newTrackingNo } from './reports.js';

/**
 * Requests and complaints (istek / şikayet): citizens file a report with its place, photos and a verified phone,
 * follow its timeline by tracking number, add information, reopen and rate it; the office's departments work
 * the queue, answer, merge duplicates and close, every act audited and told to the citizen.
 */
export const complaintsModule = defineModule({
  name: 'complaints',
  calls: complaintCalls,
  handlers: { ...categoryHandlers, ...citizenHandlers, ...deskHandlers },
});
