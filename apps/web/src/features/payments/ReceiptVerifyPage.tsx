import { formatTry } from '@e-belediye/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiCallError, callApi, messageOf } from '../../shared/api/client.js';
import { useI18n } from '../../shared/i18n/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { dateTimeTr } from './OrderSummary.js';

const CODE = /^[A-Z0-9]{10}$/;
const normalise = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

/** /makbuz-dogrula and /makbuz-dogrula/:code: anyone holding a receipt checks it with its verification code. */
export default function ReceiptVerifyPage() {
  const { m } = useI18n();
  const t = m.payments.receipt;
  const params = useParams();
  const navigate = useNavigate();
  const code = normalise(params.code ?? '');
  const [input, setInput] = useState(code);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setInput(code), [code]);
  const receipt = useQuery({
    queryKey: ['verify-receipt', code],
    queryFn: () => callApi('VerifyReceipt', { Code: code }),
    enabled: CODE.test(code),
    retry: false,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = normalise(input);
    if (!CODE.test(value)) {
      setError(t.codeInvalid);
      return;
    }
    setError(undefined);
    if (value === code) void receipt.refetch();
    else navigate(`/makbuz-dogrula/${value}`);
  }

  const notFound = receipt.error instanceof ApiCallError && receipt.error.status === 404;
  return (
    <PageFrame title={m.pages.receiptVerify} intro={t.intro}>
      <form className="auth-card form-stack receipt-form" noValidate onSubmit={submit} aria-labelledby="page-title">
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
        <button type="submit" className="btn btn-block" disabled={receipt.isFetching}>
          {t.verify}
        </button>
      </form>
      <div className="receipt-result">
        {CODE.test(code) && receipt.isFetching && <Spinner label={t.checking} />}
        {!receipt.isFetching && receipt.error && (
          <FormMessage text={notFound ? t.notFound : messageOf(receipt.error)} />
        )}
        {!receipt.isFetching && receipt.data && (
          <div className="result-panel result-success" role="status">
            <h2>
              <span className="result-mark" aria-hidden="true">
                ✓
              </span>
              {t.valid}
            </h2>
            <dl className="facts">
              <div>
                <dt>{t.receiptNo}</dt>
                <dd>{receipt.data.ReceiptNo}</dd>
              </div>
              <div>
                <dt>{t.date}</dt>
                <dd>{dateTimeTr(receipt.data.CollectedAt)}</dd>
              </div>
              <div>
                <dt>{t.amount}</dt>
                <dd>{formatTry(receipt.data.TotalKurus)}</dd>
              </div>
              <div>
                <dt>{t.payer}</dt>
                <dd>{receipt.data.PayerName}</dd>
              </div>
              <div>
                <dt>{t.municipality}</dt>
                <dd>{receipt.data.MunicipalityName}</dd>
              </div>
              <div>
                <dt>{t.collectionType}</dt>
                <dd>{receipt.data.CollectionTypeName}</dd>
              </div>
              <div>
                <dt>{t.lineCount}</dt>
                <dd>{receipt.data.LineCount}</dd>
              </div>
            </dl>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
