import type { Campaign, EligibleDebt, HeldDebt, InstallmentMethod } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { computePlan, type Plan } from '@e-belediye/contracts/restructuring';
import { campaignTerms } from '@e-belediye/contracts/restructuring/campaign';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { callApi, messageOf } from '../../shared/api/client.js';
import { allOf, useCall } from '../../shared/api/useCall.js';
import { InputField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { RowsTable } from '../../shared/ui/RowsTable.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { TableScroll } from '../../shared/ui/TableScroll.js';
import { CampaignDescription, coefficientText, optionName } from './CampaignDescription.js';
import { CompareChart } from './CompareChart.js';
import { useRestructuringTexts } from './i18n/index.js';
import { PlanList, PlanView } from './PlanView.js';
import './restructuring.css';

/** /DebtRestructuring: the open campaign, the member's eligible debts, the instant plan, the application. */
export default function RestructuringPage() {
  const t = useRestructuringTexts();
  const current = useCall('GetCurrentRestructuringParameter', {});
  const [planOid, setPlanOid] = useState<number | undefined>();
  const plans = useCall('AuthorizedGetRestructuringDetailInfo', planOid ? { planOid } : {});
  const campaign = current.data?.Campaign;
  return (
    <PageFrame intro={t.intro}>
      {current.isPending && <Spinner label={t.loading} />}
      {current.error && <FormMessage text={messageOf(current.error)} />}
      {current.data && !campaign && (
        <div className="result-panel" role="status">
          <p>{t.noCampaign}</p>
          {current.data.LastEndedOn && <p>{t.lastEnded(formatDateTr(current.data.LastEndedOn))}</p>}
        </div>
      )}
      {campaign && <Application campaign={campaign} onSaved={setPlanOid} />}
      {plans.data?.Plan && (
        <>
          <h2 className="restr-heading">{t.myPlans}</h2>
          {plans.data.Plans.length > 1 && <PlanList plans={plans.data.Plans} onOpen={setPlanOid} />}
          <PlanView plan={plans.data.Plan} />
        </>
      )}
    </PageFrame>
  );
}

type Step = { kind: 'choose' } | { kind: 'code'; challengeId: string; maskedGsm: string };

function Application({ campaign, onSaved }: { campaign: Campaign; onSaved(planOid: number): void }) {
  const t = useRestructuringTexts();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<InstallmentMethod>(1);
  const list = useCall('GetDebtListWillBeRestructured', { installmentMethod: method });
  const debts = list.data?.Debts;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // A new list (another method, a refresh) starts with every debt chosen.
  useEffect(() => setSelected(new Set(debts?.map((d) => d.AccrualOid))), [debts]);
  const counts = campaign.Options.map((o) => o.Installments);
  const [count, setCount] = useState(counts.includes(6) ? 6 : counts[0]!);
  const [other, setOther] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ PlanOid: number; PlanNo: string } | null>(null);

  const terms = useMemo(() => campaignTerms(campaign), [campaign]);
  const chosen = useMemo(() => (debts ?? []).filter((d) => selected.has(d.AccrualOid)), [debts, selected]);
  const planOf = (n: number): Plan | null => {
    const option = terms.options.find((o) => o.installments === n);
    if (!option || chosen.length === 0) return null;
    return computePlan(
      terms,
      chosen.map((d) => ({
        accrualOid: d.AccrualOid,
        dueDate: d.DueDate,
        principalKurus: d.PrincipalKurus,
        lateFeeKurus: d.LateFeeKurus,
      })),
      option,
    );
  };
  const plan = planOf(count);
  const compared = other === null ? null : planOf(other);
  const selection = {
    installmentMethod: method,
    accrualOids: chosen.map((d) => d.AccrualOid),
    installmentCount: count,
  };
  // Changing the choice after a code was sent needs a new code: the code consents to one selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset follows the choice, not the step
  useEffect(() => setStep({ kind: 'choose' }), [method, count, chosen.length]);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return setError(t.selectRequired);
    if (!accepted) return setError(t.acceptRequired);
    setBusy(true);
    setError(null);
    try {
      const sent = await callApi('SendRestructuringConsentCode', selection);
      setStep({ kind: 'code', challengeId: sent.ChallengeId, maskedGsm: sent.MaskedGsm });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{6}$/.test(code)) return setError(t.codeInvalid);
    setBusy(true);
    setError(null);
    try {
      const done = await callApi('AuthorizedSaveDebtRestructuringInstallments', {
        ...selection,
        termsAccepted: true,
        challengeId: step.challengeId,
        smsCode: code,
      });
      setSaved(done);
      onSaved(done.PlanOid);
      await Promise.all([
        queryClient.invalidateQueries(allOf('GetDebtListWillBeRestructured')),
        queryClient.invalidateQueries(allOf('AuthorizedGetRestructuringDetailInfo')),
      ]);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <div className="result-panel result-success" role="status">
        <h2>{t.done(saved.PlanNo)}</h2>
        <p>{t.payInstallments}</p>
      </div>
    );
  }

  const toggle = (oid: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(oid)) next.delete(oid);
      else next.add(oid);
      return next;
    });

  return (
    <>
      <CampaignDescription campaign={campaign} />
      <fieldset className="choice">
        <legend>{t.method}</legend>
        {([1, 2] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="method" checked={method === m} onChange={() => setMethod(m)} />
            {m === 1 ? t.method1 : t.method2}
          </label>
        ))}
      </fieldset>
      <h2 className="restr-heading">{t.debts}</h2>
      {list.isPending && <Spinner label={t.loading} />}
      {list.error && <FormMessage text={messageOf(list.error)} />}
      {debts && debts.length === 0 && <p>{t.noDebts}</p>}
      {debts && debts.length > 0 && <DebtTable debts={debts} selected={selected} onToggle={toggle} />}
      {list.data && list.data.Held.length > 0 && <HeldTable debts={list.data.Held} />}
      {debts && debts.length > 0 && (
        <>
          <div className="restr-options">
            <fieldset className="choice">
              <legend>{t.option}</legend>
              {campaign.Options.map((o) => (
                <label key={o.Installments}>
                  <input
                    type="radio"
                    name="option"
                    checked={count === o.Installments}
                    onChange={() => setCount(o.Installments)}
                  />
                  {optionName(t, o.Installments)}
                </label>
              ))}
            </fieldset>
            <label className="restr-compare">
              {t.compareWith}
              <select value={other ?? ''} onChange={(e) => setOther(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{t.compareNone}</option>
                {campaign.Options.filter((o) => o.Installments !== count).map((o) => (
                  <option key={o.Installments} value={o.Installments}>
                    {optionName(t, o.Installments)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {plan && <Comparison plans={compared ? [plan, compared] : [plan]} />}
          {plan && <PlanTable plan={plan} />}
          <section aria-labelledby="restr-terms">
            <h2 id="restr-terms" className="restr-heading">
              {t.terms}
            </h2>
            <div className="restr-terms">
              {campaign.Terms.split('\n\n').map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
          {step.kind === 'choose' ? (
            <form className="form-stack" noValidate onSubmit={sendCode}>
              <CheckboxField label={t.accept} checked={accepted} onChange={setAccepted} required />
              <FormMessage text={error} />
              <SubmitButton busy={busy}>{t.sendCode}</SubmitButton>
            </form>
          ) : (
            <form className="form-stack" noValidate onSubmit={apply}>
              <p role="status">{t.codeSent(step.maskedGsm)}</p>
              <InputField
                label={t.code}
                name="smsCode"
                value={code}
                onChange={setCode}
                digits={6}
                autoComplete="one-time-code"
                hint={t.codeHint}
                required
              />
              <FormMessage text={error} />
              <SubmitButton busy={busy}>{t.apply}</SubmitButton>
            </form>
          )}
        </>
      )}
    </>
  );
}

function DebtTable(props: { debts: EligibleDebt[]; selected: Set<number>; onToggle(oid: number): void }) {
  const t = useRestructuringTexts();
  return (
    <TableScroll label={t.debts}>
      <RowsTable
        label={t.debts}
        rowKey={(d) => d.AccrualOid}
        rows={props.debts}
        columns={[
          {
            header: t.debt,
            cell: (d) => (
              <label className="restr-debt">
                <input
                  type="checkbox"
                  checked={props.selected.has(d.AccrualOid)}
                  onChange={() => props.onToggle(d.AccrualOid)}
                />
                {d.Description}
              </label>
            ),
          },
          { header: t.dueDate, cell: (d) => formatDateTr(d.DueDate) },
          { header: t.principal, cell: (d) => formatTry(d.PrincipalKurus), num: true },
          { header: t.lateFee, cell: (d) => formatTry(d.LateFeeKurus), num: true },
          { header: t.index, cell: (d) => formatTry(d.IndexKurus), num: true },
        ]}
      />
    </TableScroll>
  );
}

/** Debts the campaign covers that a payment at the bank (or another act) holds now, each with what frees it. */
function HeldTable({ debts }: { debts: HeldDebt[] }) {
  const t = useRestructuringTexts();
  return (
    <section aria-labelledby="restr-held">
      <h2 id="restr-held" className="restr-heading">
        {t.held}
      </h2>
      <p>{t.heldIntro}</p>
      <TableScroll label={t.held}>
        <RowsTable
          labelledBy="restr-held"
          rowKey={(d) => d.AccrualOid}
          rows={debts}
          columns={[
            { header: t.debt, cell: (d) => d.Description },
            { header: t.dueDate, cell: (d) => formatDateTr(d.DueDate) },
            { header: t.principal, cell: (d) => formatTry(d.PrincipalKurus), num: true },
            { header: t.reason, cell: (d) => d.Reason },
          ]}
        />
      </TableScroll>
    </section>
  );
}

/** The chosen option beside the compared one: totals and what each saves, with the bar chart. */
function Comparison({ plans }: { plans: Plan[] }) {
  const t = useRestructuringTexts();
  const name = (p: Plan) => optionName(t, p.installments);
  const today = plans[0]!.payTodayKurus;
  return (
    <section className="restr-compare-box" aria-labelledby="restr-compare-title">
      <h2 id="restr-compare-title" className="restr-heading">
        {t.compareTitle}
      </h2>
      <TableScroll label={t.compareTitle}>
        <table className="data-table" aria-labelledby="restr-compare-title">
          <thead>
            <tr>
              <th scope="col">{t.option}</th>
              {plans.map((p) => (
                <th key={p.installments} scope="col" className="num">
                  {name(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.principal}</th>
              {plans.map((p) => (
                <td key={p.installments} className="num">
                  {formatTry(p.principalKurus)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.index}</th>
              {plans.map((p) => (
                <td key={p.installments} className="num">
                  {formatTry(p.indexKurus - p.indexDiscountKurus)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.surcharge}</th>
              {plans.map((p) => (
                <td key={p.installments} className="num">
                  {formatTry(p.surchargeKurus)} ({t.coefficient(coefficientText(p.coefficientBp))})
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.planTotal}</th>
              {plans.map((p) => (
                <td key={p.installments} className="num">
                  <strong>{formatTry(p.totalKurus)}</strong>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t.saving}</th>
              {plans.map((p) => (
                <td key={p.installments} className="num">
                  {formatTry(today - p.totalKurus)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </TableScroll>
      <p>
        {t.payToday}: <strong>{formatTry(today)}</strong> · {t.forgiven}: {formatTry(plans[0]!.forgivenLateFeeKurus)}
      </p>
      <CompareChart
        title={t.compareTitle}
        bars={[
          ...plans.map((p) => ({ label: name(p), totalKurus: p.totalKurus })),
          { label: t.todayLabel, totalKurus: today },
        ]}
      />
    </section>
  );
}

function PlanTable({ plan }: { plan: Plan }) {
  const t = useRestructuringTexts();
  return (
    <TableScroll label={t.plan}>
      <RowsTable
        label={t.plan}
        rowKey={(r) => r.no}
        rows={plan.rows}
        columns={[
          { header: t.no, cell: (r) => r.no },
          { header: t.dueDate, cell: (r) => formatDateTr(r.dueDate) },
          { header: t.principal, cell: (r) => formatTry(r.principalKurus), num: true },
          { header: t.index, cell: (r) => formatTry(r.indexKurus), num: true },
          { header: t.surcharge, cell: (r) => formatTry(r.surchargeKurus), num: true },
          { header: t.installment, cell: (r) => formatTry(r.totalKurus), num: true },
        ]}
      />
    </TableScroll>
  );
}
