import type { OnlinePayment } from '@e-belediye/contracts';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';

const ORDER_NO = /^[A-Z0-9]{8,32}$/;

/** ?siparis=… of the result pages, when it can be an order number at all. */
export function useOrderParam(): string | null {
  const [params] = useSearchParams();
  const value = (params.get('siparis') ?? '').trim().toUpperCase();
  return ORDER_NO.test(value) ? value : null;
}

/** Sent to the bank, no verdict yet. */
export const isUnsettled = (status: OnlinePayment['Status']) => status === 'PENDING' || status === 'PROVISIONING';

/** Where to go from a result: the member's debts when signed in, and home. */
export function ResultLinks({ fastPayment = false }: { fastPayment?: boolean }) {
  const { m } = useI18n();
  const { isAuthenticated } = useSession();
  return (
    <>
      {isAuthenticated && (
        <Link to="/DebtQuestioning" className="btn btn-outline">
          {m.payments.success.debts}
        </Link>
      )}
      {fastPayment && (
        <Link to="/FastPayment" className="btn btn-outline">
          {m.nav.items.fastPayment.title}
        </Link>
      )}
      <Link to="/anasayfa" className="btn btn-outline">
        {m.payments.success.home}
      </Link>
    </>
  );
}

/** A result page opened without an order: what it is for and where debts are paid. */
export function NoOrderNotice({ title, body }: { title: string; body: string }) {
  return (
    <div className="notice notice-info">
      <h2>{title}</h2>
      <p>{body}</p>
      <div className="form-actions">
        <ResultLinks fastPayment />
      </div>
    </div>
  );
}
