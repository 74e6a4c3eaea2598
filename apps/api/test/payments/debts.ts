import type { Debt } from '@e-belediye/contracts';
import type { Agent } from '../support/identity.js';

/**
 * Hands out open debts, each once in a test file: a test pays debts no earlier test of the file has locked or
 * paid.
 */
export function debtDealer() {
  const taken = new Set<number>();
  const from = (debts: Debt[], count = 1): Debt[] => {
    const free = debts.filter((d) => !taken.has(d.AccrualOid)).slice(0, count);
    if (free.length < count) throw new Error('no more open debts to pay');
    for (const d of free) taken.add(d.AccrualOid);
    return free;
  };
  return {
    /** The next `count` of a list already fetched (a fast-payment lookup's). */
    from,
    /** The member's next `count` open debts. */
    async of(agent: Agent, count = 1): Promise<Debt[]> {
      return from((await agent.call<Debt[]>('GetDebtListWithRevenueCode')).body, count);
    },
    /** A debt a test left unpaid and unlocked: a later test may take it. */
    giveBack(debt: Debt) {
      taken.delete(debt.AccrualOid);
    },
  };
}
