import type { debtCalls } from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { requireSession } from '../auth/sessions.js';
import {
  accruments,
  collections,
  openDebts,
  registryOfMember,
  subscriberAddress,
  subscriptions,
  todayInIstanbul,
} from './service.js';

/** The session decides whose debts are shown; no call takes a registry from the request. */
const sessionRegistry = (ctx: CallContext) => registryOfMember(ctx.database, requireSession(ctx.request).memberOid);

export const debtHandlers: Handlers<typeof debtCalls> = {
  async GetDebtListWithRevenueCode({ delayFineCalculationDate, revenueCode }, ctx) {
    const registryOid = await sessionRegistry(ctx);
    return openDebts(ctx.database, registryOid, delayFineCalculationDate ?? todayInIstanbul(), revenueCode);
  },

  async GetDebtListWithFeeCodes({ feeCodes, delayFineCalculationDate }, ctx) {
    const registryOid = await sessionRegistry(ctx);
    return openDebts(ctx.database, registryOid, delayFineCalculationDate ?? todayInIstanbul(), feeCodes);
  },

  async GetAccrumentListForEMunicipality({ year }, ctx) {
    return accruments(ctx.database, await sessionRegistry(ctx), year);
  },

  async GetSubscriberAddressString({ subscriberNo }, ctx) {
    return subscriberAddress(ctx.database, await sessionRegistry(ctx), subscriberNo);
  },

  async GetSubscriptionList(_input, ctx) {
    return subscriptions(ctx.database, await sessionRegistry(ctx));
  },

  async GetCollectedList({ year }, ctx) {
    return collections(ctx.database, await sessionRegistry(ctx), year);
  },
};
