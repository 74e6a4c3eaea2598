import type { CampaignDraft, PlanStatus } from '@e-belediye/contracts';
import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/client.js';
import { allOf, useCall } from '../../../shared/api/useCall.js';
import { FilterBar, InputField, SelectField } from '../../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { FormDialog, useSubmission } from '../../../shared/ui/FormDialog.js';
import { PageFrame } from '../../../shared/ui/PageFrame.js';
import { usePageStatus } from '../../../shared/ui/PageStatus.js';
import { RowsTable } from '../../../shared/ui/RowsTable.js';
import { Loadable, TableSection } from '../../../shared/ui/TableSection.js';
import { TextAreaField } from '../../../shared/ui/TextAreaField.js';
import { CampaignOptionsTable } from '../CampaignDescription.js';
import { PlanView } from '../PlanView.js';
import '../restructuring.css';
import { type RestructuringDeskTexts, useRestructuringDeskTexts } from './texts.js';

const STATUSES: PlanStatus[] = ['ACTIVE', 'AT_RISK', 'BROKEN', 'COMPLETED', 'CANCELLED'];

/**
 * /yonetim/yapilandirma (restructuring.campaigns): the campaigns of the laws (open, close), the applications and
 * plans by status, a plan's installments, and its cancellation with a reason.
 */
export default function RestructuringDeskPage() {
  const t = useRestructuringDeskTexts();
  const [planOid, setPlanOid] = useState<number | null>(null);
  return (
    <PageFrame title={t.title} intro={t.intro}>
      {planOid === null ? (
        <>
          <Campaigns />
          <Plans onOpen={setPlanOid} />
        </>
      ) : (
        <PlanRecord planOid={planOid} onBack={() => setPlanOid(null)} />
      )}
    </PageFrame>
  );
}

function Campaigns() {
  const t = useRestructuringDeskTexts();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const campaigns = useCall('GetRestructuringCampaigns', {});
  const [closing, setClosing] = useState<{ CampaignOid: number; Version: number; LawNo: string } | null>(null);
  const refresh = () => client.invalidateQueries(allOf('GetRestructuringCampaigns'));
  const anyOpen = campaigns.data?.some((c) => c.Status === 'OPEN');
  return (
    <>
      <TableSection id="restr-campaigns" title={t.campaigns} query={campaigns} empty={t.noCampaigns}>
        <RowsTable
          labelledBy="restr-campaigns"
          rows={campaigns.data}
          rowKey={(c) => c.CampaignOid}
          columns={[
            { header: t.law, cell: (c) => c.LawNo },
            { header: t.campaignTitle, cell: (c) => c.Title },
            { header: t.interval, cell: (c) => (c.IntervalMonths === 1 ? t.monthly : t.biMonthly) },
            { header: t.status, cell: (c) => (c.Status === 'OPEN' ? t.open : t.closed) },
            { header: t.deadline, cell: (c) => formatDateTr(c.ApplicationDeadline) },
            { header: t.version, cell: (c) => c.Version, num: true },
            { header: t.planCount, cell: (c) => c.PlanCount, num: true },
            {
              header: t.close,
              cell: (c) =>
                c.Status === 'OPEN' && (
                  <button
                    type="button"
                    className="btn btn-small"
                    aria-label={t.closeCampaign(c.LawNo)}
                    onClick={() => setClosing(c)}
                  >
                    {t.close}
                  </button>
                ),
            },
          ]}
        />
      </TableSection>
      {campaigns.data && !anyOpen && (
        <NewCampaign
          onOpened={async () => {
            say(t.opened);
            await refresh();
          }}
        />
      )}
      {closing && (
        <ReasonDialog
          title={t.closeTitle}
          intro={t.closeIntro}
          confirm={t.close}
          onClose={() => setClosing(null)}
          act={(reason) =>
            callApi('CloseRestructuringCampaign', {
              campaignOid: closing.CampaignOid,
              version: closing.Version,
              reason,
            })
          }
          onDone={async () => {
            say(t.closed_ok);
            setClosing(null);
            await refresh();
          }}
        />
      )}
    </>
  );
}

/** "6;1,045;0" lines as options; null when a line does not read so. */
function parseOptions(text: string) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const out = lines.map((line) => {
    const [n, c, d] = line.split(';').map((p) => p.trim().replace(',', '.'));
    const installments = Number(n);
    const coefficient = Number(c);
    const discount = Number(d ?? '0');
    if (!Number.isInteger(installments) || !(coefficient >= 1) || !(discount >= 0 && discount <= 100)) return null;
    return {
      installments,
      coefficientBp: Math.round(coefficient * 10000),
      indexDiscountBp: Math.round(discount * 100),
    };
  });
  return lines.length && out.every(Boolean) ? (out as z.input<typeof CampaignDraft>['options']) : null;
}

/** The revenue kinds a campaign may cover, each a checkbox; all of them start chosen. */
function RevenueKinds(props: { chosen: Set<number> | null; onChange(chosen: Set<number>): void }) {
  const t = useRestructuringDeskTexts();
  const kinds = useCall('GetRestructuringRevenueKinds', {});
  const chosen = props.chosen ?? new Set(kinds.data?.map((k) => k.Code));
  const toggle = (code: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    props.onChange(next);
  };
  return (
    <fieldset className="choice">
      <legend>{t.revenues}</legend>
      {kinds.data?.map((k) => (
        <CheckboxField key={k.Code} label={k.Name} checked={chosen.has(k.Code)} onChange={(on) => toggle(k.Code, on)} />
      ))}
    </fieldset>
  );
}

function NewCampaign({ onOpened }: { onOpened(): Promise<void> }) {
  const t = useRestructuringDeskTexts();
  const [f, setF] = useState({
    lawNo: '',
    lawTitle: '',
    title: '',
    lawDate: '',
    cutOffDate: '',
    applicationStart: '',
    applicationDeadline: '',
    firstDueDate: '',
    intervalMonths: '2',
    fallbackMonthlyBp: '35',
    toleratedMissesPerYear: '2',
    options: '1;1,000;90\n2;1,000;50\n6;1,045;0\n9;1,083;0\n12;1,105;0\n18;1,150;0',
    terms: '',
  });
  const [optionsError, setOptionsError] = useState<string | undefined>();
  const [coefficientsFromLaw, setCoefficientsFromLaw] = useState(true);
  // Null until the clerk changes the choice: every kind the list offers.
  const [revenues, setRevenues] = useState<Set<number> | null>(null);
  const kinds = useCall('GetRestructuringRevenueKinds', {});
  const parsed = parseOptions(f.options);
  const sending = useSubmission();
  const set = (key: keyof typeof f) => (value: string) => setF((old) => ({ ...old, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const options = parseOptions(f.options);
    setOptionsError(options ? undefined : t.optionsInvalid);
    if (!options) return;
    void sending.submit(async () => {
      await callApi('OpenRestructuringCampaign', {
        draft: {
          lawNo: f.lawNo,
          lawTitle: f.lawTitle,
          title: f.title,
          lawDate: f.lawDate,
          cutOffDate: f.cutOffDate,
          revenueCodes: [...(revenues ?? new Set(kinds.data?.map((k) => k.Code)))],
          applicationStart: f.applicationStart,
          applicationDeadline: f.applicationDeadline,
          firstDueDate: f.firstDueDate,
          intervalMonths: f.intervalMonths === '1' ? 1 : 2,
          coefficientsFromLaw,
          fallbackMonthlyBp: Number(f.fallbackMonthlyBp),
          toleratedMissesPerYear: Number(f.toleratedMissesPerYear),
          indexMonths: [],
          options,
          terms: f.terms,
        },
      });
      await onOpened();
    });
  }

  return (
    <section aria-labelledby="restr-new" className="debt-section">
      <h2 id="restr-new">{t.newCampaign}</h2>
      <form className="form-stack" noValidate onSubmit={submit}>
        <InputField label={t.lawNo} name="lawNo" value={f.lawNo} onChange={set('lawNo')} digits={5} required />
        <InputField label={t.lawTitle} name="lawTitle" value={f.lawTitle} onChange={set('lawTitle')} required />
        <InputField label={t.campaignTitle} name="title" value={f.title} onChange={set('title')} required />
        <InputField label={t.lawDate} type="date" value={f.lawDate} onChange={set('lawDate')} required />
        <InputField label={t.cutOff} type="date" value={f.cutOffDate} onChange={set('cutOffDate')} required />
        <RevenueKinds chosen={revenues} onChange={setRevenues} />
        <InputField
          label={t.applicationStart}
          type="date"
          value={f.applicationStart}
          onChange={set('applicationStart')}
          required
        />
        <InputField
          label={t.deadline}
          type="date"
          value={f.applicationDeadline}
          onChange={set('applicationDeadline')}
          required
        />
        <InputField label={t.firstDue} type="date" value={f.firstDueDate} onChange={set('firstDueDate')} required />
        <SelectField
          label={t.interval}
          value={f.intervalMonths}
          onChange={set('intervalMonths')}
          options={[
            { value: '1', label: t.monthly },
            { value: '2', label: t.biMonthly },
          ]}
        />
        <InputField label={t.fallback} value={f.fallbackMonthlyBp} onChange={set('fallbackMonthlyBp')} digits={4} />
        <InputField
          label={t.tolerated}
          value={f.toleratedMissesPerYear}
          onChange={set('toleratedMissesPerYear')}
          digits={2}
        />
        <TextAreaField
          label={t.options}
          name="options"
          rows={6}
          value={f.options}
          onChange={set('options')}
          hint={t.optionsHint}
          error={optionsError}
          required
        />
        <CheckboxField label={t.coefficientsFromLaw} checked={coefficientsFromLaw} onChange={setCoefficientsFromLaw} />
        {parsed && (
          <CampaignOptionsTable
            options={parsed.map((o) => ({
              Installments: o.installments,
              CoefficientBp: o.coefficientBp,
              IndexDiscountBp: o.indexDiscountBp ?? 0,
            }))}
            intervalMonths={f.intervalMonths === '1' ? 1 : 2}
            coefficientsFromLaw={coefficientsFromLaw}
            level={3}
          />
        )}
        <TextAreaField label={t.terms} name="terms" rows={6} value={f.terms} onChange={set('terms')} required />
        <FormMessage text={sending.failure} />
        <SubmitButton busy={sending.busy}>{t.openIt}</SubmitButton>
      </form>
    </section>
  );
}

function Plans({ onOpen }: { onOpen(planOid: number): void }) {
  const t = useRestructuringDeskTexts();
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<{ status?: PlanStatus; text?: string }>({});
  const plans = useCall('GetRestructuringPlanDeskList', { criteria: { ...criteria, pageSize: 100 } });
  return (
    <>
      <FilterBar
        label={t.plans}
        onSubmit={() =>
          setCriteria({ status: (status || undefined) as PlanStatus | undefined, text: text.trim() || undefined })
        }
      >
        <SelectField
          label={t.filterStatus}
          value={status}
          onChange={setStatus}
          emptyLabel={t.all}
          options={STATUSES.map((s) => ({ value: s, label: t.statusNames[s] }))}
        />
        <InputField label={t.filterText} type="search" value={text} onChange={setText} maxLength={50} />
        <button type="submit" className="btn">
          {t.search}
        </button>
      </FilterBar>
      <TableSection id="restr-plans" title={t.plans} query={{ ...plans, data: plans.data?.Items }} empty={t.noPlans}>
        <RowsTable
          labelledBy="restr-plans"
          rows={plans.data?.Items}
          rowKey={(p) => p.PlanOid}
          columns={[
            { header: t.planNo, cell: (p) => p.PlanNo },
            { header: t.holder, cell: (p) => p.HolderName },
            { header: t.registryNo, cell: (p) => p.RegistryNo },
            { header: t.status, cell: (p) => t.statusNames[p.Status] },
            { header: t.total, cell: (p) => formatTry(p.TotalKurus), num: true },
            { header: t.paid, cell: (p) => formatTry(p.PaidKurus), num: true },
            { header: t.missed, cell: (p) => p.Missed, num: true },
            {
              header: t.show,
              cell: (p) => (
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t.showPlan(p.PlanNo)}
                  onClick={() => onOpen(p.PlanOid)}
                >
                  {t.show}
                </button>
              ),
            },
          ]}
        />
      </TableSection>
    </>
  );
}

function PlanRecord({ planOid, onBack }: { planOid: number; onBack(): void }) {
  const t = useRestructuringDeskTexts();
  const client = useQueryClient();
  const { say } = usePageStatus();
  const plan = useCall('GetRestructuringPlanDesk', { planOid });
  const [cancelling, setCancelling] = useState(false);
  const running = plan.data?.Status === 'ACTIVE' || plan.data?.Status === 'AT_RISK';
  return (
    <>
      <p className="restr-actions">
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t.back}
        </button>
        {running && (
          <button type="button" className="btn" onClick={() => setCancelling(true)}>
            {t.cancelPlan}
          </button>
        )}
      </p>
      <Loadable query={plan}>
        {plan.data && (
          <>
            <p>
              {t.holder}: <strong>{plan.data.HolderName}</strong> · {t.registryNo}: {plan.data.RegistryNo}
            </p>
            <PlanView plan={plan.data} office />
          </>
        )}
      </Loadable>
      {cancelling && plan.data && (
        <ReasonDialog
          title={t.cancelTitle(plan.data.PlanNo)}
          intro={t.cancelIntro}
          confirm={t.cancelPlan}
          onClose={() => setCancelling(false)}
          act={(reason) => callApi('CancelRestructuringPlan', { planOid, reason })}
          onDone={async () => {
            say(t.cancelled);
            setCancelling(false);
            await Promise.all([
              client.invalidateQueries(allOf('GetRestructuringPlanDesk')),
              client.invalidateQueries(allOf('GetRestructuringPlanDeskList')),
            ]);
          }}
        />
      )}
    </>
  );
}

/** A staff act that asks for a reason (closing a campaign, cancelling a plan). */
function ReasonDialog(props: {
  title: string;
  intro: string;
  confirm: string;
  act(reason: string): Promise<unknown>;
  onClose(): void;
  onDone(): Promise<void>;
}) {
  const t: RestructuringDeskTexts = useRestructuringDeskTexts();
  const [reason, setReason] = useState('');
  const sending = useSubmission();
  return (
    <FormDialog
      title={props.title}
      className="restr-dialog"
      intro={props.intro}
      cancel={t.cancel}
      confirm={props.confirm}
      sending={sending}
      onClose={props.onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void sending.submit(async () => {
          await props.act(reason);
          await props.onDone();
        });
      }}
    >
      <TextAreaField
        label={t.reason}
        name="reason"
        rows={3}
        value={reason}
        onChange={setReason}
        maxLength={1000}
        required
      />
    </FormDialog>
  );
}
