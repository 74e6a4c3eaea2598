import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PauseNotice } from './PauseNotice.js';
import { usePaymentStart } from './PaymentStart.js';

/** A verified lookup: the signed token, the masked payer name and the open debts. */
type FastDebts = CallResponse<'GetFastPaymentDebts'>;

const APPLICATION_NO = /^EVL-\d{4}-\d{1,8}$/;

/** /FastPaymentForMatrimony: the marriage fee by the applicant's T.C. Kimlik No and the application number. */
export default function MatrimonyPaymentPage() {
  const { m } = useI18n();
  const [found, setFound] = useState<FastDebts | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PageFrame title={m.nav.items.matrimony.title} intro={m.payments.matrimony.intro}>
      {found ? (
        <Fee
          found={found}
          onNewQuery={(message) => {
            setNotice(message);
            setFound(null);
          }}
        />
      ) : (
        <FeeQuery notice={notice} onFound={setFound} />
      )}
    </PageFrame>
  );
}

function FeeQuery({ notice, onFound }: { notice: string | null; onFound(found: FastDebts): void }) {
  const { m } = useI18n();
  const t = m.payments.matrimony;
  const human = useHumanVerification();
  const { errors, validate, formRef } = useFieldErrors<'pidNo' | 'applicationNo'>(m);
  const [pidNo, setPidNo] = useState('');
  const [applicationNo, setApplicationNo] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(notice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const rule = rules(m);
    const valid = validate({
      pidNo: rule.pidNo(pidNo, 'tckn'),
      applicationNo: rule.required(applicationNo) || (!APPLICATION_NO.test(applicationNo) && t.applicationInvalid),
    });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      onFound(await callApi('GetMatrimonyFee', { PidNo: pidNo, ApplicationNo: applicationNo, verification }));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  return (
    <>
      <PauseNotice />
      <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
        <InputField
          label={t.pidNo}
          name="PidNo"
          value={pidNo}
          onChange={setPidNo}
          digits={11}
          autoComplete="off"
          required
          error={errors.pidNo}
        />
        <InputField
          label={t.applicationNo}
          name="ApplicationNo"
          value={applicationNo}
          onChange={(v) => setApplicationNo(v.toUpperCase().replace(/[^A-Z0-9-]/g, ''))}
          maxLength={17}
          placeholder="EVL-2026-000123"
          hint={t.applicationHint}
          autoComplete="off"
          required
          error={errors.applicationNo}
        />
        {human.widget}
        <SubmitButton busy={busy}>{t.query}</SubmitButton>
        <FormMessage text={failure} />
      </form>
    </>
  );
}

function Fee({ found, onNewQuery }: { found: FastDebts; onNewQuery(message: string | null): void }) {
  const { m } = useI18n();
  const t = m.payments.matrimony;
  const start = usePaymentStart({ channel: 'MATRIMONY', paymentToken: found.Token, onTokenExpired: onNewQuery });
  const oids = found.Debts.map((d) => d.AccrualOid);
  const total = found.Debts.reduce((s, d) => s + d.TotalKurus, 0);
  return (
    <section aria-labelledby="fee-title" className="result-panel fee-panel">
      <h2 id="fee-title">{t.feeTitle}</h2>
      <dl className="facts">
        <div>
          <dt>{t.applicant}</dt>
          <dd data-testid="payer-name">{found.PayerName}</dd>
        </div>
        {found.Debts.map((d) => (
          <div key={d.AccrualOid}>
            <dt>{t.description}</dt>
            <dd>{d.Description}</dd>
          </div>
        ))}
        {found.Debts[0] && (
          <div>
            <dt>{t.dueDate}</dt>
            <dd>{formatDateTr(found.Debts[0].DueDate)}</dd>
          </div>
        )}
        <div>
          <dt>{t.amount}</dt>
          <dd className="amount-due" data-testid="fee-amount">
            {formatTry(total)}
          </dd>
        </div>
      </dl>
      <div className="form-stack">
        {start.chooser}
        {start.message}
        <div className="form-actions">
          {start.button(oids)}
          <button type="button" className="btn btn-outline" onClick={() => onNewQuery(null)}>
            {t.newQuery}
          </button>
        </div>
      </div>
    </section>
  );
}
