import type { Employee } from '@e-belediye/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { callApi, isUnauthenticated, messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Fact } from '../../shared/ui/Fact.js';
import { InputField } from '../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { PhoneField } from '../../shared/ui/PhoneField.js';
import { usePayrollTexts } from './i18n/index.js';
import { PayrollMonths } from './PayrollMonths.js';
import './payroll.css';

/** The payroll calls: nothing of them stays in memory once the session ends. */
export const PAYROLL_READS = [
  'GetEmployeeScoreCardAccrumentSummaries',
  'GetEmployeePayroll',
  'GetEmployeePayrollYear',
] as const;

type Step =
  | { kind: 'checking' }
  | { kind: 'identify'; notice?: string }
  | { kind: 'code'; challengeId: string; maskedGsm: string; message: string }
  | { kind: 'open'; employee: Employee; expiresAt: string };

/**
 * /maas-bordrosu, without logging in: T.C. Kimlik No and the registered mobile phone with the human check, then
 * the SMS code, then the last 24 months' payrolls for 15 minutes in this browser (the server's HttpOnly cookie).
 */
export default function PayrollPage() {
  const t = usePayrollTexts();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  // A reload within the session goes on where it was: the server knows this browser's session.
  const current = useCall(
    'GetEmployeeScoreCardAccrumentSummaries',
    {},
    { enabled: step.kind === 'checking', gcTime: 0, retry: false },
  );
  useEffect(() => {
    if (step.kind !== 'checking') return;
    if (current.data) setStep({ kind: 'open', employee: current.data.Employee, expiresAt: current.data.ExpiresAt });
    else if (current.error) setStep({ kind: 'identify' });
  }, [step.kind, current.data, current.error]);

  const ended = (notice?: string) => {
    for (const name of PAYROLL_READS) client.removeQueries({ queryKey: [name] });
    setStep({ kind: 'identify', notice });
  };

  return (
    <PageFrame intro={t.intro}>
      {step.kind === 'identify' && (
        <IdentifyForm
          notice={step.notice}
          onSent={(c) =>
            setStep({ kind: 'code', challengeId: c.ChallengeId, maskedGsm: c.MaskedGsm, message: c.Message })
          }
        />
      )}
      {step.kind === 'code' && (
        <CodeForm
          step={step}
          onBack={() => setStep({ kind: 'identify' })}
          onOpened={(employee, expiresAt) => setStep({ kind: 'open', employee, expiresAt })}
        />
      )}
      {step.kind === 'open' && (
        <OpenSession
          employee={step.employee}
          expiresAt={step.expiresAt}
          onEnded={() => ended(t.sessionEnded)}
          onLost={(error) => (isUnauthenticated(error) ? ended(t.sessionEnded) : undefined)}
        />
      )}
    </PageFrame>
  );
}

function IdentifyForm(props: {
  notice?: string;
  onSent(c: { ChallengeId: string; MaskedGsm: string; Message: string }): void;
}) {
  const t = usePayrollTexts();
  const { m } = useI18n();
  const { errors, validate, formRef } = useFieldErrors<'pidNo' | 'phone'>(m);
  const [pidNo, setPidNo] = useState('');
  const [phone, setPhone] = useState('');
  const human = useHumanVerification(pidNo);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = rules(m);
    const valid = validate({ pidNo: rule.pidNo(pidNo, 'tckn'), phone: rule.phone(phone) });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    setFailure(null);
    try {
      props.onSent(await callApi('IsEmployeeActive', { pidNo, gsmNumber: phone, verification }));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  return (
    <form ref={formRef} className="payroll-card form-stack" noValidate onSubmit={submit} aria-label={t.sendCode}>
      {props.notice && <FormMessage text={props.notice} kind="warning" />}
      <InputField
        label={t.tckn}
        name="pidNo"
        value={pidNo}
        onChange={setPidNo}
        digits={11}
        autoComplete="off"
        required
        error={errors.pidNo}
      />
      <PhoneField label={t.mobile} name="gsmNumber" value={phone} onChange={setPhone} required error={errors.phone} />
      {human.widget}
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.sendCode}</SubmitButton>
    </form>
  );
}

function CodeForm(props: {
  step: { challengeId: string; maskedGsm: string; message: string };
  onBack(): void;
  onOpened(employee: Employee, expiresAt: string): void;
}) {
  const t = usePayrollTexts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t.codeRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    setFailure(null);
    try {
      const opened = await callApi('ConfirmPayrollCode', { challengeId: props.step.challengeId, code });
      props.onOpened(opened.Employee, opened.ExpiresAt);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="payroll-card form-stack" noValidate onSubmit={submit} aria-label={t.confirm}>
      <p role="status">{props.step.message}</p>
      <InputField
        label={t.code}
        name="code"
        value={code}
        onChange={setCode}
        digits={6}
        autoComplete="one-time-code"
        required
        hint={t.codeHint(props.step.maskedGsm)}
        error={error}
      />
      <FormMessage text={failure} />
      <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
      <button type="button" className="btn btn-outline" onClick={props.onBack}>
        {t.startOver}
      </button>
    </form>
  );
}

const clock = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function OpenSession(props: { employee: Employee; expiresAt: string; onEnded(): void; onLost(error: unknown): void }) {
  const t = usePayrollTexts();
  const { employee, expiresAt, onEnded } = props;
  // The page closes itself when the server's session does.
  useEffect(() => {
    const timer = setTimeout(onEnded, Math.max(0, Date.parse(expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, onEnded]);

  async function end() {
    try {
      await callApi('EndPayrollSession', {});
    } finally {
      onEnded();
    }
  }

  return (
    <>
      <section className="payroll-card payroll-employee" aria-labelledby="payroll-employee">
        <h2 id="payroll-employee">{employee.NameSurname}</h2>
        <dl className="facts">
          <Fact label={t.sicilNo}>{employee.SicilNo}</Fact>
          <Fact label={t.department}>{employee.Department}</Fact>
          <Fact label={t.title}>{employee.Title}</Fact>
        </dl>
        <p className="payroll-session">
          {t.sessionUntil(clock.format(new Date(expiresAt)))}{' '}
          <button type="button" className="btn btn-outline" onClick={end}>
            {t.endSession}
          </button>
        </p>
      </section>
      <PayrollMonths onLost={props.onLost} />
    </>
  );
}
