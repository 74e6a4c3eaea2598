import { useId, useState } from 'react';
import { callApi } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { loadOnce, readChunk } from '../../shared/lazy.js';
import { InputField } from '../../shared/ui/Field.js';
import { usePaymentsTexts } from './i18n/index.js';
import { type FoundProps, LookupForm, LookupPage, type LookupProps } from './LookupPage.js';
import './payments.css';

type Kind = 'pid' | 'subscriber';

// The debt list and the bank choice are a chunk of their own, fetched alongside the lookup: the form's first load
// does not carry what only a found payer needs.
const loadDebts = () => import('./FastPaymentDebts.js');

function FoundDebts(props: FoundProps) {
  const Debts = readChunk(loadDebts, loadDebts).default;
  return <Debts {...props} />;
}

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
      find={async (verification) => {
        const [found] = await Promise.all([
          callApi(
            'GetFastPaymentDebts',
            kind === 'pid' ? { pidNo: value, verification } : { subscriberNo: value, verification },
          ),
          loadOnce(loadDebts, loadDebts),
        ]);
        return found;
      }}
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
