import { bankChannelCalls } from './bank.js';
import { collectionChannelCalls } from './collection.js';
import { memberChannelCalls } from './member.js';
import { menuCalls } from './menus.js';
import { parameterChannelCalls } from './parameters.js';
import { registryChannelCalls } from './registry.js';

export * from './bank.js';
export * from './collection.js';
export * from './keys.js';
export * from './member.js';
export * from './menus.js';
export * from './parameters.js';
export * from './registry.js';
export * from './security.js';

/** The second service host's contract: POST /kanal/api/<name> for each entry, a name space of its own. */
export const channelCalls = {
  ...menuCalls,
  ...memberChannelCalls,
  ...registryChannelCalls,
  ...parameterChannelCalls,
  ...bankChannelCalls,
  ...collectionChannelCalls,
};
export type ChannelCalls = typeof channelCalls;
export type ChannelCallName = keyof ChannelCalls;
