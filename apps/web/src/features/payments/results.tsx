import type { OnlinePayment } from '@e-belediye/contracts';
import { Fragment, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../shared/api/client.js';
import { useServiceTitle } from '../../shared/routing/pageInfo.js';
import { useSession } from '../../shared/session/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { usePaymentsTexts } from './i18n/index.js';

const ORDER_NO = /^[A-Z0-9]{8,32}$/;

/** ?siparis=… of the result pages, when it can be an order number at all. */
function useOrderParam(): string | null {
  const [params] = useSearchParams();
  const value = (params.get('siparis') ?? '').trim().toUpperCase();
  return ORDER_NO.test(value) ? value : null;
}

/** Sent to the bank, no verdict yet. */
export const isUnsettled = (status: OnlinePayment['Status']) => status === 'PENDING' || status === 'PROVISIONING';

/** Where to go from a result: the member's debts when signed in, and home. */
export function ResultLinks({ fastPayment = false }: { fastPayment?: boolean }) {
  const t = usePaymentsTexts().success;
  const fastTitle = useServiceTitle('/FastPayment');
  const { isAuthenticated } = useSession();
  return (
    <>
      {isAuthenticated && (
        <Link to="/DebtQuestioning" className="btn btn-outline">
          {t.debts}
        </Link>
      )}
      {fastPayment && (
        <Link to="/FastPayment" className="btn btn-outline">
          {fastTitle}
        </Link>
      )}
      <Link to="/anasayfa" className="btn btn-outline">
        {t.home}
      </Link>
    </>
  );
}

/**
 * A result page: `children` renders the order of ?siparis=…; opened without one, the page says what it is for and
 * where debts are paid. Another order number remounts the result, so nothing of the last order is left in state.
 */
export function OrderResultPage({
  noOrder,
  children,
}: {
  noOrder: { noOrderTitle: string; noOrderBody: string };
  children(orderNo: string): ReactNode;
}) {
  const orderNo = useOrderParam();
  if (orderNo) return <Fragment key={orderNo}>{children(orderNo)}</Fragment>;
  return (
    <PageFrame>
      <div className="notice notice-info">
        <h2>{noOrder.noOrderTitle}</h2>
        <p>{noOrder.noOrderBody}</p>
        <div className="form-actions">
          <ResultLinks fastPayment />
        </div>
      </div>
    </PageFrame>
  );
}

/** The order could not be loaded: the reason, and the ways on that need no order. */
export function OrderLoadFailed({ error }: { error: unknown }) {
  const t = usePaymentsTexts().result;
  return (
    <PageFrame title={t.title}>
      <div className="notice notice-error">
        <p className="form-message form-message-error" role="alert">
          {messageOf(error)}
        </p>
        <div className="form-actions">
          <ResultLinks fastPayment />
        </div>
      </div>
    </PageFrame>
  );
}
