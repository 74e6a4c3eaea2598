import type { PlanDetail, PlanSummary } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { Link } from 'react-router';
import { apiUrl } from '../../shared/api/client.js';
import { Fact } from '../../shared/ui/Fact.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { useRestructuringTexts } from './i18n/index.js';

/** One plan: its state, totals, the PDF and every installment with what is paid, due or late. */
/** `office`: the desk's view, without the citizen's download and payment links. */
export function PlanView({ plan, office = false }: { plan: PlanDetail; office?: boolean }) {
  const t = useRestructuringTexts();
  const running = plan.Status === 'ACTIVE' || plan.Status === 'AT_RISK';
  return (
    <section className="restr-plan" aria-labelledby="restr-plan-title">
      <h2 id="restr-plan-title">
        {t.planNo} {plan.PlanNo}
      </h2>
      <dl className="facts">
        <Fact label={t.status}>
          <span className={`restr-status restr-status-${plan.Status}`}>{t.statusNames[plan.Status]}</span>
        </Fact>
        <Fact label={t.campaign}>{plan.CampaignTitle}</Fact>
        <Fact label={t.planTotal}>{formatTry(plan.TotalKurus)}</Fact>
        <Fact label={t.paid}>{formatTry(plan.PaidKurus)}</Fact>
        <Fact label={t.forgiven}>{formatTry(plan.ForgivenLateFeeKurus)}</Fact>
        <Fact label={t.verification}>{plan.VerificationCode}</Fact>
      </dl>
      {plan.StatusReason && <p className="restr-reason">{plan.StatusReason}</p>}
      {running && plan.Missed.length > 0 && (
        <p className="form-message form-message-warning" role="status">
          {t.missed(plan.Missed.join(', '))}
        </p>
      )}
      {!office && (
        <p className="restr-actions">
          <a className="btn btn-outline" href={apiUrl(`/api/restructuring/plan/${plan.PlanOid}`)} download>
            {t.downloadPdf}
          </a>
          {running && (
            <Link className="btn" to="/DebtQuestioning">
              {t.goPay}
            </Link>
          )}
        </p>
      )}
      <TableScroll label={t.plan}>
        <RowsTable
          label={t.plan}
          rowKey={(r) => r.No}
          rows={plan.Rows}
          columns={[
            { header: t.no, cell: (r) => r.No },
            { header: t.dueDate, cell: (r) => formatDateTr(r.DueDate) },
            { header: t.principal, cell: (r) => formatTry(r.PrincipalKurus), num: true },
            { header: t.index, cell: (r) => formatTry(r.IndexKurus), num: true },
            { header: t.surcharge, cell: (r) => formatTry(r.SurchargeKurus), num: true },
            { header: t.installment, cell: (r) => formatTry(r.TotalKurus), num: true },
            {
              header: t.status,
              cell: (r) => <span className={`restr-state restr-state-${r.State}`}>{t.stateNames[r.State]}</span>,
            },
          ]}
        />
      </TableScroll>
    </section>
  );
}

/** The member's plans, newest first; choosing one shows it. */
export function PlanList({ plans, onOpen }: { plans: PlanSummary[]; onOpen(planOid: number): void }) {
  const t = useRestructuringTexts();
  return (
    <TableScroll label={t.myPlans}>
      <RowsTable
        label={t.myPlans}
        rowKey={(p) => p.PlanOid}
        rows={plans}
        columns={[
          {
            header: t.planNo,
            cell: (p) => (
              <button
                type="button"
                className="restr-link"
                onClick={() => onOpen(p.PlanOid)}
                aria-label={t.showPlan(p.PlanNo)}
              >
                {p.PlanNo}
              </button>
            ),
          },
          { header: t.status, cell: (p) => t.statusNames[p.Status] },
          { header: t.option, cell: (p) => (p.Installments === 1 ? t.cash : t.installments(p.Installments)) },
          { header: t.total, cell: (p) => formatTry(p.TotalKurus), num: true },
          { header: t.paid, cell: (p) => formatTry(p.PaidKurus), num: true },
        ]}
      />
    </TableScroll>
  );
}
