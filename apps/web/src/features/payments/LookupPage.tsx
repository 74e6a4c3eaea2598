import { type ComponentType, type FormEvent, type ReactNode, type Ref, useState } from 'react';
import { type CallResponse, messageOf } from '../../shared/api/client.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PauseNotice } from './PauseNotice.js';

// The pages that pay without login (fast payment, matrimony) first look the debts up, then show what they found.

/** A verified lookup: the signed token, the masked payer name and the open debts. */
export type FastDebts = CallResponse<'GetFastPaymentDebts'>;

/** What a lookup form gets: the notice to open with (why the last result was left), and where a result goes. */
export interface LookupProps {
  notice: string | null;
  onFound(found: FastDebts): void;
}

/** What the result gets: the debts found, and the way back to a new query (with a notice, or null). */
export interface FoundProps {
  found: FastDebts;
  onNewQuery(notice: string | null): void;
}

/**
 * The form while nothing is found, the result once it is. A new query remounts the form, so it starts empty and
 * shows the notice the result left with (a lookup token that ran out, say).
 */
export function LookupPage({
  intro,
  form: Form,
  result: Result,
}: {
  intro: string;
  form: ComponentType<LookupProps>;
  result: ComponentType<FoundProps>;
}) {
  const [found, setFound] = useState<FastDebts | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PageFrame intro={intro}>
      {found ? (
        <Result
          found={found}
          onNewQuery={(message) => {
            setNotice(message);
            setFound(null);
          }}
        />
      ) : (
        <Form notice={notice} onFound={setFound} />
      )}
    </PageFrame>
  );
}

/**
 * A lookup form: the page's fields, then the human verification, the submit button and the server's answer.
 * `find` runs only when `validate` passes and the person is verified; a verification is good for one request,
 * so the widget starts over after each.
 */
export function LookupForm({
  notice,
  onFound,
  formRef,
  submitLabel,
  validate,
  find,
  children,
}: LookupProps & {
  formRef: Ref<HTMLFormElement>;
  submitLabel: string;
  validate(): boolean;
  find(verification: string): Promise<FastDebts>;
  children: ReactNode;
}) {
  const human = useHumanVerification();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(notice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Both run, so the field errors and the verification warning show together.
    const valid = validate();
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      onFound(await find(verification));
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
        {children}
        {human.widget}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <FormMessage text={failure} />
      </form>
    </>
  );
}
