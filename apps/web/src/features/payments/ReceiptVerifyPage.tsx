import { formatTry } from '@e-belediye/contracts/format';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiCallError, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { usePaymentsTexts } from './i18n/index.js';
import { dateTimeTr } from './OrderSummary.js';
import './payments.css';

const CODE = /^[A-Z0-9]{10}$/;
const normalise = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);

/** /makbuz-dogrula and /makbuz-dogrula/:code: anyone holding a receipt checks it with its verification code. */
export default function ReceiptVerifyPage() {
  const t = usePaymentsTexts().receipt;
  const params = useParams();
  const navigate = useNavigate();
  const code = normalise(params.code ?? '');
  const [input, setInput] = useState(code);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setInput(code), [code]);
  const receipt = useCall('VerifyReceipt', { code }, { enabled: CODE.test(code), retry: false });

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
    <PageFrame intro={t.intro}>
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
              <Fact label={t.receiptNo}>{receipt.data.ReceiptNo}</Fact>
              <Fact label={t.date}>{dateTimeTr(receipt.data.CollectedAt)}</Fact>
              <Fact label={t.amount}>{formatTry(receipt.data.TotalKurus)}</Fact>
              <Fact label={t.payer}>{receipt.data.PayerName}</Fact>
              <Fact label={t.municipality}>{receipt.data.MunicipalityName}</Fact>
              <Fact label={t.collectionType}>{receipt.data.CollectionTypeName}</Fact>
              <Fact label={t.lineCount}>{receipt.data.LineCount}</Fact>
            </dl>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
