import type { CancellationView, Subscription } from '@e-belediye/contracts';
import { addDays } from '@e-belediye/contracts/clock';
import { formatDateTr } from '@e-belediye/contracts/format';
import { bankOfIban, cuttingDateProblem, formatIban, ibanProblem, normalizeIban } from '@e-belediye/contracts/water';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { callApi, isUnauthenticated, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { useWaterTexts } from './i18n/index.js';
import { CancellationTimeline } from './Timeline.js';

// The steps of a cancellation after the subscriber has proven who they are: the application, its check and the
// application number. A chunk of its own, fetched as the identity step starts: the page's first paint does not carry
// the IBAN and cutting-day rules (with the holiday calendar) nor the timeline.

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

export function ApplicationForm(props: { subscriptions: Subscription[]; initial?: Answers; onNext(a: Answers): void }) {
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

export function Review(props: {
  step: { token: string | null; answers: Answers };
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

/** The application number and the timeline of the application just sent. */
export function Done({ view }: { view: CancellationView }) {
  const t = useWaterTexts();
  return (
    <section aria-labelledby="done-title">
      <h2 id="done-title">{t.stepDone}</h2>
      <p role="status">{t.doneIntro(view.ApplicationNo)}</p>
      <CancellationTimeline view={view} />
      <Link className="btn btn-outline" to={`?takip=${view.ApplicationNo}`}>
        {t.follow}
      </Link>
    </section>
  );
}
