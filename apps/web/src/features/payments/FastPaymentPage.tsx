import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { DebtSelection } from '../debts/DebtSelection.js';
import { PauseNotice } from './PauseNotice.js';
import { usePaymentStart } from './PaymentStart.js';
import { UnsettledPayments } from './UnsettledPayments.js';

/** A verified lookup: the signed token, the masked payer name and the open debts. */
type FastDebts = CallResponse<'GetFastPaymentDebts'>;

type Kind = 'pid' | 'subscriber';

/** /FastPayment: open debts by T.C. Kimlik No / Vergi No or water subscriber number, paid by card without login. */
export default function FastPaymentPage() {
  const { m } = useI18n();
  const [found, setFound] = useState<FastDebts | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PageFrame title={m.nav.items.fastPayment.title} intro={m.payments.fast.intro}>
      {found ? (
        <FoundDebts
          found={found}
          onNewQuery={(message) => {
            setNotice(message);
            setFound(null);
          }}
        />
      ) : (
        <FastQuery notice={notice} onFound={setFound} />
      )}
    </PageFrame>
  );
}

function FastQuery({ notice, onFound }: { notice: string | null; onFound(found: FastDebts): void }) {
  const { m } = useI18n();
  const t = m.payments.fast;
  const kindName = useId();
  const human = useHumanVerification();
  const { errors, validate, formRef } = useFieldErrors<'value'>(m);
  const [kind, setKind] = useState<Kind>('pid');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(notice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const rule = rules(m);
    const check =
      kind === 'pid' ? rule.pidNo(value) : rule.required(value) || (!/^\d{4,12}$/.test(value) && t.subscriberInvalid);
    const valid = validate({ value: check });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      const found = await callApi(
        'GetFastPaymentDebts',
        kind === 'pid' ? { PidNo: value, verification } : { SubscriberNo: value, verification },
      );
      onFound(found);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  const kinds: Array<[Kind, string]> = [
    ['pid', t.byPid],
    ['subscriber', t.bySubscriber],
  ];
  return (
    <>
      <PauseNotice />
      <form ref={formRef} className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
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
        {human.widget}
        <SubmitButton busy={busy}>{t.query}</SubmitButton>
        <FormMessage text={failure} />
      </form>
    </>
  );
}

function FoundDebts({ found, onNewQuery }: { found: FastDebts; onNewQuery(message: string | null): void }) {
  const { m } = useI18n();
  const t = m.payments.fast;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const start = usePaymentStart({ channel: 'FAST', paymentToken: found.Token, onTokenExpired: onNewQuery });
  const unsettled = useQuery({
    queryKey: ['unsettled-payments', found.Token],
    queryFn: () => callApi('CheckRegistryUnpaidOnlinePayment', { PaymentToken: found.Token }),
    retry: false,
  });
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
