import { resolutionCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { registerAttachmentRoutes } from './attachments.js';
import { resolutionHandlers } from './calls.js';

/**
 * Council and committee resolutions: the citizens' search and the office desk that publishes, corrects and
 * withdraws them (every version kept), with their PDF attachments.
 */
export const resolutionsModule = defineModule({
  name: 'resolutions',
  calls: resolutionCalls,
  handlers: resolutionHandlers,
  routes: (app, deps) => registerAttachmentRoutes(app, deps.database, deps.settings),
});
