import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { usePaymentsTexts } from './i18n/index.js';
import { type FoundProps, LookupForm, LookupPage, type LookupProps } from './LookupPage.js';
import { usePaymentStart } from './PaymentStart.js';
import './payments.css';

const APPLICATION_NO = /^EVL-\d{4}-\d{1,8}$/;

/** /FastPaymentForMatrimony: the marriage fee by the applicant's T.C. Kimlik No and the application number. */
export default function MatrimonyPaymentPage() {
  const t = usePaymentsTexts().matrimony;
  return <LookupPage intro={t.intro} form={FeeQuery} result={Fee} />;
}

function FeeQuery(lookup: LookupProps) {
  const { m } = useI18n();
  const t = usePaymentsTexts().matrimony;
  const { errors, validate, formRef } = useFieldErrors<'pidNo' | 'applicationNo'>(m);
  const [pidNo, setPidNo] = useState('');
  const [applicationNo, setApplicationNo] = useState('');

  function check() {
    const rule = rules(m);
    return validate({
      pidNo: rule.pidNo(pidNo, 'tckn'),
      applicationNo: rule.required(applicationNo) || (!APPLICATION_NO.test(applicationNo) && t.applicationInvalid),
    });
  }

  return (
    <LookupForm
      {...lookup}
      formRef={formRef}
      submitLabel={t.query}
      validate={check}
      find={(verification) => callApi('GetMatrimonyFee', { pidNo, applicationNo, verification })}
    >
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
    </LookupForm>
  );
}

function Fee({ found, onNewQuery }: FoundProps) {
  const t = usePaymentsTexts().matrimony;
  const start = usePaymentStart({ channel: 'MATRIMONY', paymentToken: found.Token, onTokenExpired: onNewQuery });
  const oids = found.Debts.map((d) => d.AccrualOid);
  const total = found.Debts.reduce((s, d) => s + d.TotalKurus, 0);
  return (
    <section aria-labelledby="fee-title" className="result-panel fee-panel">
      <h2 id="fee-title">{t.feeTitle}</h2>
      <dl className="facts">
        <Fact label={t.applicant} testId="payer-name">
          {found.PayerName}
        </Fact>
        {found.Debts.map((d) => (
          <Fact key={d.AccrualOid} label={t.description}>
            {d.Description}
          </Fact>
        ))}
        {found.Debts[0] && <Fact label={t.dueDate}>{formatDateTr(found.Debts[0].DueDate)}</Fact>}
        <Fact label={t.amount} className="amount-due" testId="fee-amount">
          {formatTry(total)}
        </Fact>
      </dl>
      {found.Debts.some((d) => d.IsOverdue) && <FormMessage kind="warning" text={t.overdue} />}
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
