import { useId, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { DebtSelection } from './DebtSelection.js';
import { usePaymentsTexts } from './i18n/index.js';
import { type FoundProps, LookupForm, LookupPage, type LookupProps } from './LookupPage.js';
import { usePaymentStart } from './PaymentStart.js';
import { UnsettledPayments } from './UnsettledPayments.js';
import './payments.css';

type Kind = 'pid' | 'subscriber';

/** /FastPayment: open debts by T.C. Kimlik No / Vergi No or water subscriber number, paid by card without login. */
export default function FastPaymentPage() {
  const t = usePaymentsTexts().fast;
  return <LookupPage intro={t.intro} form={FastQuery} result={FoundDebts} />;
}

function FastQuery(lookup: LookupProps) {
  const { m } = useI18n();
  const t = usePaymentsTexts().fast;
  const kindName = useId();
  const { errors, validate, formRef } = useFieldErrors<'value'>(m);
  const [kind, setKind] = useState<Kind>('pid');
  const [value, setValue] = useState('');

  function check() {
    const rule = rules(m);
    return validate({
      value:
        kind === 'pid' ? rule.pidNo(value) : rule.required(value) || (!/^\d{4,12}$/.test(value) && t.subscriberInvalid),
    });
  }

  const kinds: Array<[Kind, string]> = [
    ['pid', t.byPid],
    ['subscriber', t.bySubscriber],
  ];
  return (
    <LookupForm
      {...lookup}
      formRef={formRef}
      submitLabel={t.query}
      validate={check}
      find={(verification) =>
        callApi(
          'GetFastPaymentDebts',
          kind === 'pid' ? { pidNo: value, verification } : { subscriberNo: value, verification },
        )
      }
    >
      <fieldset className="choice">
        <legend>{t.kind}</legend>
        {kinds.map(([k, label]) => (
          <label key={k}>
            <input
              type="radio"
              name={kindName}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setValue('');
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <InputField
        key={kind}
        label={kind === 'pid' ? t.pidNo : t.subscriberNo}
        name={kind === 'pid' ? 'PidNo' : 'SubscriberNo'}
        value={value}
        onChange={setValue}
        digits={kind === 'pid' ? 11 : 12}
        hint={kind === 'subscriber' ? t.subscriberHint : undefined}
        autoComplete="off"
        required
        error={errors.value}
      />
    </LookupForm>
  );
}

function FoundDebts({ found, onNewQuery }: FoundProps) {
  const t = usePaymentsTexts().fast;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const start = usePaymentStart({ channel: 'FAST', paymentToken: found.Token, onTokenExpired: onNewQuery });
  const unsettled = useCall('CheckRegistryUnpaidOnlinePayment', { paymentToken: found.Token }, { retry: false });
  return (
    <>
      <div className="payer-bar">
        <p>
          <span className="muted">{t.payer}: </span>
          <strong data-testid="payer-name">{found.PayerName}</strong>
        </p>
        <button type="button" className="btn btn-outline btn-small" onClick={() => onNewQuery(null)}>
          {t.newQuery}
        </button>
      </div>
      <UnsettledPayments payments={unsettled.data} />
      <DebtSelection
        debts={found.Debts}
        selected={selected}
        onSelect={setSelected}
        footer={<div className="pay-options">{start.chooser}</div>}
        actions={(chosen) => start.button(chosen)}
        message={start.message}
      />
    </>
  );
}
