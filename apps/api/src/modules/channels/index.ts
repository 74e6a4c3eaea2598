import {
  bankChannelCalls,
  channelKeyCalls,
  memberChannelCalls,
  menuCalls,
  parameterChannelCalls,
  registryChannelCalls,
} from '@e-belediye/contracts';
import { channelPart, defineModule, type JobDefinition } from '../../http/module.js';
import { bankHandlers } from './bank.js';
import { deskHandlers } from './desk.js';
import { pruneRates } from './keys.js';
import { eDevletHandlers, memberHandlers } from './members.js';
import { menuHandlers } from './menus.js';
import { parameterChannelHandlers } from './parameters.js';
import { registryHandlers } from './registry.js';

/**
 * The second service host's keys (spec section 7): the office desk that issues, scopes, rotates and revokes them,
 * the registry's guard that recognises a channel by its key, and the audit of every channel call.
 */
export { channelGuard, hashKey, installChannelAudit } from './keys.js';

const prune: JobDefinition<void> = {
  name: 'channels.prune',
  // Rate counters matter for a minute and member tokens for minutes: a sweep every few minutes keeps both small.
  everyMs: 5 * 60 * 1000,
  async run(_payload, ctx) {
    await pruneRates(ctx.database);
  },
};

export const channelsModule = defineModule({
  name: 'channels',
  calls: channelKeyCalls,
  handlers: deskHandlers,
  channel: channelPart(
    { ...menuCalls, ...memberChannelCalls, ...parameterChannelCalls, ...registryChannelCalls, ...bankChannelCalls },
    {
      ...menuHandlers,
      ...memberHandlers,
      ...eDevletHandlers,
      ...parameterChannelHandlers,
      ...registryHandlers,
      ...bankHandlers,
    },
  ),
  jobs: [prune],
});
