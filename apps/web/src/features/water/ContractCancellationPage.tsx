import type { CancellationView, Subscription } from '@e-belediye/contracts';
import { addDays } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { bankOfIban, cuttingDateProblem, formatIban, ibanProblem, normalizeIban } from '@e-belediye/contracts/water';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi, isUnauthenticated, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { IdentityStep } from './IdentityStep.js';
import { useWaterTexts } from './i18n/index.js';
import { CancellationTimeline } from './Timeline.js';
import './water.css';

/** What the subscriber fills in: the spec's contract cancellation request. */
export interface Answers {
  subscriberNo: string;
  address: string;
  waterLineCuttingDate: string;
  gsmNumber: string;
  email: string;
  depositReturnType: 1 | 2;
  bankIbanNo: string;
  bankBranchOid: string;
  ibanOwner: string;
}

type Step =
  | { kind: 'identity' }
  | { kind: 'form'; token: string | null; subscriptions: Subscription[]; answers?: Answers }
  | { kind: 'review'; token: string | null; subscriptions: Subscription[]; answers: Answers }
  | { kind: 'done'; view: CancellationView };

/**
 * /ContractCancellation, without logging in: who you are (subscriber or ID number and an SMS code to the registered
 * phone, or the signed-in account), the application, a check of the answers, then the application number; and
 * the tracking of an application by its number and phone (?takip).
 */
export default function ContractCancellationPage() {
  const t = useWaterTexts();
  const [params] = useSearchParams();
  const tracking = params.has('takip');
  return (
    <PageFrame intro={t.cancellationIntro}>
      <nav className="water-modes" aria-label={t.modeApply}>
        <Link
          className={`btn ${tracking ? 'btn-outline' : 'btn-primary'}`}
          to="?"
          aria-current={!tracking ? 'page' : undefined}
        >
          {t.modeApply}
        </Link>
        <Link
          className={`btn ${tracking ? 'btn-primary' : 'btn-outline'}`}
          to="?takip"
          aria-current={tracking ? 'page' : undefined}
        >
          {t.modeTrack}
        </Link>
      </nav>
      {tracking ? <Tracking initialNo={params.get('takip') ?? ''} /> : <Application />}
    </PageFrame>
  );
}

const STEPS = ['identity', 'form', 'review', 'done'] as const;

function Application() {
  const t = useWaterTexts();
  const session = useSession();
  const own = useCall('GetSubscriptionList', {}, { enabled: session.isAuthenticated });
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  // A signed-in member has proven who they are: the form opens with their meters.
  const current: Step =
    step.kind === 'identity' && session.isAuthenticated && own.data
      ? { kind: 'form', token: null, subscriptions: own.data }
      : step;
  const names = [t.stepIdentity, t.stepForm, t.stepReview, t.stepDone];
  const index = STEPS.indexOf(current.kind);
  return (
    <>
      <ol className="water-steps" aria-label={t.stepOf(index + 1, STEPS.length)}>
        {names.map((n, i) => (
          <li key={n} aria-current={i === index ? 'step' : undefined}>
            {i + 1}. {n}
          </li>
        ))}
      </ol>
      {current.kind === 'identity' && (
        <IdentityStep onVerified={(token, subscriptions) => setStep({ kind: 'form', token, subscriptions })} />
      )}
      {current.kind === 'form' && (
        <>
          {session.isAuthenticated && <p className="form-message">{t.signedInAs}</p>}
          <ApplicationForm
            subscriptions={current.subscriptions}
            initial={current.answers}
            onNext={(answers) => setStep({ ...current, kind: 'review', answers })}
          />
        </>
      )}
      {current.kind === 'review' && (
        <Review
          step={current}
          onEdit={() => setStep({ ...current, kind: 'form' })}
          onExpired={() => setStep({ kind: 'identity' })}
          onDone={(view) => setStep({ kind: 'done', view })}
        />
      )}
      {current.kind === 'done' && (
        <section aria-labelledby="done-title">
          <h2 id="done-title">{t.stepDone}</h2>
          <p role="status">{t.doneIntro(current.view.ApplicationNo)}</p>
          <CancellationTimeline view={current.view} />
          <Link className="btn btn-outline" to={`?takip=${current.view.ApplicationNo}`}>
            {t.follow}
          </Link>
        </section>
      )}
    </>
  );
}

function ApplicationForm(props: { subscriptions: Subscription[]; initial?: Answers; onNext(a: Answers): void }) {
  const t = useWaterTexts();
  const { m } = useI18n();
  const active = props.subscriptions.filter((s) => s.LineStatus !== 3);
  const first = active[0];
  const [a, setA] = useState<Answers>(
    props.initial ?? {
      subscriberNo: first?.SubscriberNo ?? '',
      address: first?.Address ?? '',
      waterLineCuttingDate: '',
      gsmNumber: '',
      email: '',
      depositReturnType: 1,
      bankIbanNo: '',
      bankBranchOid: '',
      ibanOwner: '',
    },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Answers, string>>>({});
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) => setA((x) => ({ ...x, [key]: value }));
  const terms = useCall('GetContractCancellationTerms', {});
  const banks = useCall('RetrieveBanksWithoutAuthorization', {}, { enabled: a.depositReturnType === 1 });
  const iban = normalizeIban(a.bankIbanNo);
  const bank = ibanProblem(iban) === null && banks.data ? bankOfIban(iban, banks.data) : undefined;
  const branches = useCall(
    'RetrieveBankBranchesWithoutAuthorization',
    { bankCode: bank?.Code ?? '' },
    { enabled: Boolean(bank) },
  );
  const cuttingWindow = terms.data && { minDays: terms.data.CuttingMinDays, maxDays: terms.data.CuttingMaxDays };

  function next(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<keyof Answers, string>> = {};
    if (!a.subscriberNo) found.subscriberNo = t.required;
    if (a.address.trim().length < 5) found.address = t.required;
    if (!a.waterLineCuttingDate) found.waterLineCuttingDate = t.required;
    else if (terms.data && cuttingWindow) {
      const problem = cuttingDateProblem(a.waterLineCuttingDate, terms.data.Today, cuttingWindow);
      if (problem) found.waterLineCuttingDate = problem;
    }
    if (!/^5\d{9}$/.test(a.gsmNumber)) found.gsmNumber = a.gsmNumber ? m.forms.phone : t.required;
    if (a.depositReturnType === 1) {
      const problem = ibanProblem(iban);
      if (problem) found.bankIbanNo = problem;
      else if (banks.data && !bank) found.bankIbanNo = t.bankUnknown;
      if (!a.bankBranchOid) found.bankBranchOid = t.required;
      if (a.ibanOwner.trim().length < 3) found.ibanOwner = t.required;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) props.onNext({ ...a, bankIbanNo: iban });
  }

  const pick = (no: string) => {
    const s = props.subscriptions.find((x) => x.SubscriberNo === no);
    setA((x) => ({ ...x, subscriberNo: no, address: s?.Address ?? x.address }));
  };
  return (
    <form className="water-card form-stack" noValidate onSubmit={next} aria-label={t.stepForm}>
      <SelectField
        label={t.subscription}
        name="subscriberNo"
        value={a.subscriberNo}
        onChange={pick}
        required
        error={errors.subscriberNo}
        options={active.map((s) => ({ value: s.SubscriberNo, label: `${s.SubscriberNo} — ${s.TariffName}` }))}
      />
      <InputField
        label={t.addressReadBack}
        name="address"
        value={a.address}
        onChange={(v) => set('address', v)}
        hint={t.addressHint}
        required
        error={errors.address}
      />
      <InputField
        label={t.cuttingDate}
        name="waterLineCuttingDate"
        type="date"
        value={a.waterLineCuttingDate}
        onChange={(v) => set('waterLineCuttingDate', v)}
        hint={
          terms.data &&
          t.cuttingHint(
            formatDateTr(addDays(terms.data.Today, terms.data.CuttingMinDays)),
            formatDateTr(addDays(terms.data.Today, terms.data.CuttingMaxDays)),
          )
        }
        required
        error={errors.waterLineCuttingDate}
      />
      <fieldset className="water-choice">
        <legend>{t.contact}</legend>
        <PhoneField
          label={t.gsm}
          name="gsmNumber"
          value={a.gsmNumber}
          onChange={(v) => set('gsmNumber', v)}
          required
          error={errors.gsmNumber}
        />
        <InputField label={t.email} name="email" type="email" value={a.email} onChange={(v) => set('email', v)} />
      </fieldset>
      <fieldset className="water-choice">
        <legend>{t.depositReturn}</legend>
        <label>
          <input
            type="radio"
            name="depositReturnType"
            checked={a.depositReturnType === 1}
            onChange={() => set('depositReturnType', 1)}
          />{' '}
          {t.toIban}
        </label>
        <label>
          <input
            type="radio"
            name="depositReturnType"
            checked={a.depositReturnType === 2}
            onChange={() => set('depositReturnType', 2)}
          />{' '}
          {t.toDebts}
        </label>
      </fieldset>
      {a.depositReturnType === 1 && (
        <>
          <InputField
            label={t.iban}
            name="bankIbanNo"
            value={a.bankIbanNo}
            onChange={(v) => set('bankIbanNo', v)}
            maxLength={34}
            autoComplete="off"
            hint={bank ? `${t.bank}: ${bank.Name}` : t.ibanHint}
            required
            error={errors.bankIbanNo}
          />
          <SelectField
            label={t.branch}
            name="bankBranchOid"
            value={a.bankBranchOid}
            onChange={(v) => set('bankBranchOid', v)}
            disabled={!bank}
            emptyLabel="—"
            required
            error={errors.bankBranchOid}
            options={(branches.data ?? []).map((b) => ({ value: String(b.Oid), label: `${b.Name} (${b.City})` }))}
          />
          <InputField
            label={t.ibanOwner}
            name="ibanOwner"
            value={a.ibanOwner}
            onChange={(v) => set('ibanOwner', v)}
            autoComplete="name"
            required
            error={errors.ibanOwner}
          />
        </>
      )}
      <SubmitButton busy={false}>{t.next}</SubmitButton>
    </form>
  );
}

function Review(props: {
  step: Extract<Step, { kind: 'review' }>;
  onEdit(): void;
  onExpired(): void;
  onDone(view: CancellationView): void;
}) {
  const t = useWaterTexts();
  const { answers: a, token } = props.step;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toIban = a.depositReturnType === 1;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      props.onDone(
        await callApi('StartElectronicStateContractCancellation', {
          subscriberNo: a.subscriberNo,
          address: a.address.trim(),
          waterLineCuttingDate: a.waterLineCuttingDate,
          gsmNumber: a.gsmNumber,
          email: a.email.trim() || null,
          depositReturnType: a.depositReturnType,
          bankIbanNo: toIban ? a.bankIbanNo : null,
          bankBranchOid: toIban ? Number(a.bankBranchOid) : null,
          ibanOwner: toIban ? a.ibanOwner.trim() : null,
          cancellationToken: token,
        }),
      );
    } catch (error) {
      if (isUnauthenticated(error) && token) props.onExpired();
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const row = (label: string, value: ReactNode) => (
    <Fact label={label} key={label}>
      {value}
    </Fact>
  );
  return (
    <form className="water-card form-stack" onSubmit={send} aria-label={t.stepReview}>
      <p>{t.reviewIntro}</p>
      <dl className="facts">
        {row(t.subscriberNo, a.subscriberNo)}
        {row(t.address, a.address)}
        {row(t.cuttingDate, formatDateTr(a.waterLineCuttingDate))}
        {row(t.gsm, a.gsmNumber)}
        {a.email && row(t.email, a.email)}
        {row(t.depositReturn, toIban ? t.toIban : t.toDebts)}
        {toIban && row(t.iban, formatIban(a.bankIbanNo))}
        {toIban && row(t.ibanOwner, a.ibanOwner)}
      </dl>
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.submit}</SubmitButton>
      <button type="button" className="btn btn-outline" onClick={props.onEdit}>
        {t.edit}
      </button>
    </form>
  );
}

function Tracking({ initialNo }: { initialNo: string }) {
  const t = useWaterTexts();
  const { m } = useI18n();
  const [no, setNo] = useState(initialNo);
  const [phone, setPhone] = useState('');
  const [view, setView] = useState<CancellationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ no?: string; phone?: string }>({});

  async function show(event: FormEvent) {
    event.preventDefault();
    const found = {
      no: /^\d{4}-\d{8}$/.test(no.trim()) ? undefined : t.required,
      phone: /^5\d{9}$/.test(phone) ? undefined : m.forms.phone,
    };
    setErrors(found);
    if (found.no || found.phone) return;
    setBusy(true);
    setFailure(null);
    try {
      setView(await callApi('GetContractCancellationStatus', { applicationNo: no.trim(), gsmNumber: phone }));
    } catch (error) {
      setView(null);
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="water-card form-stack" noValidate onSubmit={show} aria-label={t.modeTrack}>
        <p>{t.trackIntro}</p>
        <InputField
          label={t.applicationNo}
          name="applicationNo"
          value={no}
          onChange={setNo}
          placeholder="2026-12345678"
          maxLength={13}
          required
          error={errors.no}
        />
        <PhoneField label={t.gsm} name="gsmNumber" value={phone} onChange={setPhone} required error={errors.phone} />
        <FormMessage text={failure} />
        <SubmitButton busy={busy}>{t.show}</SubmitButton>
      </form>
      {view && <CancellationTimeline view={view} />}
    </>
  );
}
