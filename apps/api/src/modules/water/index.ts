import { waterCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { waterHandlers } from './calls.js';

export { debtOwner, subscriberAddress, subscriptionByNo, subscriptionsOf } from './service.js';
export { myCancellations } from './start.js';

/**
 * Water subscriptions (abonelik): the member's meters with their bills and consumption, and the contract
 * cancellation (fesih) from the application to the refund of the deposit, with the desk that works it.
 */
export const waterModule = defineModule({ name: 'water', calls: waterCalls, handlers: waterHandlers });
