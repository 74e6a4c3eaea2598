import { waterCalls } from '@e-belediye/contracts';
import type { Handlers } from '../../http/calls.js';
import { defineModule } from '../../http/module.js';
import { sessionRegistry } from '../registries/index.js';
import { subscriberAddress, subscriptionsOf } from './service.js';

export { debtOwner, subscriberAddress, subscriptionByNo, subscriptionsOf } from './service.js';

export const waterHandlers: Handlers<typeof waterCalls> = {
  async GetSubscriptionList(_input, ctx) {
    return subscriptionsOf(ctx.database, await sessionRegistry(ctx));
  },

  async GetSubscriberAddressString({ subscriberNo }, ctx) {
    return subscriberAddress(ctx.database, await sessionRegistry(ctx), subscriberNo);
  },
};

/** Water subscriptions (abonelik) of the member's registry; their bills are read through the ledger. */
export const waterModule = defineModule({ name: 'water', calls: waterCalls, handlers: waterHandlers });
