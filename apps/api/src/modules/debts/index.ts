import { debtCalls, todayInIstanbul } from '@e-belediye/contracts';
import type { CallContext, Handlers } from '../../http/calls.js';
import { defineModule } from '../../http/module.js';
import { accruals, collectionsOf, openDebts } from '../ledger/index.js';
import { sessionRegistry } from '../registries/index.js';
import { debtOwner } from '../water/index.js';

/** The member's registry with its water meters: the debt lists show both. */
const sessionOwner = async (ctx: CallContext) => debtOwner(ctx.database, await sessionRegistry(ctx));

export const debtHandlers: Handlers<typeof debtCalls> = {
  async GetDebtListWithRevenueCode({ delayFineCalculationDate, revenueCode }, ctx) {
    const asOf = delayFineCalculationDate ?? todayInIstanbul();
    return openDebts(ctx.database, await sessionRegistry(ctx), asOf, revenueCode);
  },

  async GetDebtListWithFeeCodes({ feeCodes, delayFineCalculationDate }, ctx) {
    const asOf = delayFineCalculationDate ?? todayInIstanbul();
    return openDebts(ctx.database, await sessionRegistry(ctx), asOf, feeCodes);
  },

  async GetAccrumentListForEMunicipality({ year }, ctx) {
    return accruals(ctx.database, await sessionOwner(ctx), year);
  },

  async GetCollectedList({ year }, ctx) {
    return collectionsOf(ctx.database, await sessionRegistry(ctx), year);
  },
};

/** The member's debts, accrual history and paid history: calls on top of the ledger. */
export const debtsModule = defineModule({ name: 'debts', calls: debtCalls, handlers: debtHandlers });
