import type { CallName } from '@e-belediye/contracts';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiCallError, type CallRequest, type CallResponse, messageOf } from '../api/client.js';
import { useCall } from '../api/useCall.js';
import { InputField } from './Field.js';
import { FormMessage } from './Form.js';
import { PageFrame } from './PageFrame.js';
import { Spinner } from './Spinner.js';

/** What a document check page says: its intro, the code field, and the three outcomes. */
export interface DocumentCheckTexts {
  intro: string;
  code: string;
  codeHint: string;
  codeInvalid: string;
  submit: string;
  checking: string;
  valid: string;
  notFound: string;
}

/** How a document's code is written: `normalise` keeps what may be typed, `pattern` is a whole code. */
export interface CodeShape {
  normalise(value: string): string;
  pattern: RegExp;
}

/**
 * A public page where anyone holding a document the municipality issued (a receipt, a plan, a declaration receipt,
 * a payslip) checks it by its verification code: `<path>/<code>` is what the document's QR code opens. `call` is
 * asked with `body(code)` (only for a whole code); `facts` shows what the document says, once it is found.
 */
export function DocumentCheck<N extends CallName>(props: {
  path: string;
  shape: CodeShape;
  texts: DocumentCheckTexts;
  call: N;
  body(code: string): CallRequest<N>;
  facts(data: CallResponse<N>): ReactNode;
  className?: string;
}) {
  const { shape, texts: t } = props;
  const navigate = useNavigate();
  const code = shape.normalise(useParams().code ?? '');
  const [input, setInput] = useState(code);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setInput(code), [code]);
  const whole = shape.pattern.test(code);
  const check = useCall(props.call, props.body(code), { enabled: whole, retry: false });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = shape.normalise(input);
    if (!shape.pattern.test(value)) return setError(t.codeInvalid);
    setError(undefined);
    if (value === code) void check.refetch();
    else navigate(`${props.path}/${value}`);
  }

  const notFound = check.error instanceof ApiCallError && check.error.status === 404;
  return (
    <PageFrame intro={t.intro}>
      <form
        className={`auth-card form-stack ${props.className ?? ''}`}
        noValidate
        onSubmit={submit}
        aria-labelledby="page-title"
      >
        <InputField
          label={t.code}
          name="code"
          value={input}
          onChange={(v) => setInput(shape.normalise(v))}
          maxLength={24}
          autoComplete="off"
          hint={t.codeHint}
          error={error}
          required
        />
        <button type="submit" className="btn btn-block" disabled={check.isFetching}>
          {t.submit}
        </button>
      </form>
      <div className="document-check-result">
        {whole && check.isFetching && <Spinner label={t.checking} />}
        {!check.isFetching && check.error && <FormMessage text={notFound ? t.notFound : messageOf(check.error)} />}
        {!check.isFetching && check.data && (
          <div className="result-panel result-success" role="status">
            <h2>
              <span className="result-mark" aria-hidden="true">
                ✓
              </span>
              {t.valid}
            </h2>
            <dl className="facts">{props.facts(check.data)}</dl>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
