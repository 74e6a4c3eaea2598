import { formatDateTr, formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiCallError, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { useRestructuringTexts } from './i18n/index.js';

const CODE = /^[A-Z0-9]{12}$/;
const normalise = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);

/** /yapilandirma-dogrula and /yapilandirma-dogrula/:code: anyone holding a plan document checks it. */
export default function PlanVerifyPage() {
  const all = useRestructuringTexts();
  const t = all.verify;
  const navigate = useNavigate();
  const code = normalise(useParams().code ?? '');
  const [input, setInput] = useState(code);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setInput(code), [code]);
  const plan = useCall(
    'VerifyRestructuringPlan',
    { verificationCode: code },
    { enabled: CODE.test(code), retry: false },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = normalise(input);
    if (!CODE.test(value)) return setError(t.codeInvalid);
    setError(undefined);
    if (value === code) void plan.refetch();
    else navigate(`/yapilandirma-dogrula/${value}`);
  }

  const notFound = plan.error instanceof ApiCallError && plan.error.status === 404;
  return (
    <PageFrame intro={t.intro}>
      <form className="auth-card form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
        <InputField
          label={t.code}
          name="code"
          value={input}
          onChange={(v) => setInput(normalise(v))}
          maxLength={20}
          autoComplete="off"
          hint={t.codeHint}
          error={error}
          required
        />
        <button type="submit" className="btn btn-block" disabled={plan.isFetching}>
          {t.submit}
        </button>
      </form>
      {CODE.test(code) && plan.isFetching && <Spinner label={t.checking} />}
      {!plan.isFetching && plan.error && <FormMessage text={notFound ? t.notFound : messageOf(plan.error)} />}
      {!plan.isFetching && plan.data && (
        <div className="result-panel result-success" role="status">
          <h2>{t.valid}</h2>
          <dl className="facts">
            <Fact label={all.planNo}>{plan.data.PlanNo}</Fact>
            <Fact label={all.status}>{all.statusNames[plan.data.Status]}</Fact>
            <Fact label={t.date}>{formatDateTr(plan.data.CreatedAt.slice(0, 10))}</Fact>
            <Fact label={all.option}>
              {plan.data.Installments === 1 ? all.cash : all.installments(plan.data.Installments)}
            </Fact>
            <Fact label={all.total}>{formatTry(plan.data.TotalKurus)}</Fact>
            <Fact label={t.holder}>{plan.data.HolderName}</Fact>
            <Fact label={t.municipality}>{plan.data.MunicipalityName}</Fact>
          </dl>
        </div>
      )}
    </PageFrame>
  );
}
