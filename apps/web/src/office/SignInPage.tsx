import { StaffMessages } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiCallError, callApi, messageOf } from '../shared/api/client.js';
import { useToast } from '../shared/toast/index.js';
import { InputField } from '../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../shared/ui/Form.js';
import { useOfficeTexts } from './i18n/index.js';
import { OfficeFrame } from './OfficeFrame.js';
import { StaffPasswordField, TotpCodeField } from './StaffFields.js';
import { useOfficeSession } from './session.js';

type Step = 'password' | 'code' | 'recovery';

/** Where to go after signing in: a page of the office the person asked for, else the work list. */
export function officeTarget(from: unknown): string {
  return typeof from === 'string' && /^\/yonetim(\/[\w-]*)*$/.test(from) && from !== '/yonetim/giris'
    ? from
    : '/yonetim';
}

/** /yonetim/giris: user name and password, then the code of the authenticator app or a recovery code. */
export default function SignInPage() {
  const t = useOfficeTexts();
  const session = useOfficeSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const target = officeTarget((location.state as { from?: unknown } | null)?.from);

  if (session.staff) return <Navigate to={target} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (!username.trim()) missing.username = t.required;
    if (!password) missing.password = t.required;
    if (step === 'code' && code.length !== 6) missing.code = t.codeHint;
    if (step === 'recovery' && !recoveryCode.trim()) missing.recoveryCode = t.required;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const login = await callApi('StaffLogin', {
        username: username.trim(),
        password,
        ...(step === 'code' && { code }),
        ...(step === 'recovery' && { recoveryCode: recoveryCode.trim() }),
      });
      if (login.RecoveryCodesLeft !== null)
        toast.enqueue(t.recoveryLeft(login.RecoveryCodesLeft), { variant: 'warning' });
      session.signedIn(login.Staff);
      navigate(target, { replace: true });
    } catch (error) {
      // The password was taken; the second factor is asked next (an account without one goes to enrolment).
      if (step === 'password' && error instanceof ApiCallError && error.message === StaffMessages.codeRequired) {
        setStep('code');
      } else {
        setFailure(messageOf(error));
        setCode('');
        setRecoveryCode('');
      }
    } finally {
      setBusy(false);
    }
  }

  const back = () => {
    setStep('password');
    setPassword('');
    setFailure(null);
  };

  return (
    <OfficeFrame title={t.signInTitle} intro={t.signInIntro}>
      {session.notice && (
        <p className="notice notice-info" role="status">
          {session.notice}
        </p>
      )}
      <form className="form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
        {step === 'password' ? (
          <>
            <InputField
              label={t.username}
              name="username"
              value={username}
              onChange={setUsername}
              maxLength={40}
              autoComplete="username"
              required
              error={errors.username}
            />
            <StaffPasswordField name="password" value={password} onChange={setPassword} error={errors.password} />
          </>
        ) : step === 'code' ? (
          <TotpCodeField name="code" value={code} onChange={setCode} error={errors.code} />
        ) : (
          <InputField
            label={t.recoveryCode}
            name="recoveryCode"
            value={recoveryCode}
            onChange={setRecoveryCode}
            maxLength={20}
            autoComplete="off"
            hint={t.recoveryHint}
            required
            error={errors.recoveryCode}
          />
        )}
        <SubmitButton busy={busy}>{step === 'password' ? t.continue : t.signIn}</SubmitButton>
        <FormMessage text={failure} />
      </form>
      <nav className="auth-links" aria-label={t.signInTitle}>
        {step === 'code' && (
          <button type="button" className="link-btn" onClick={() => setStep('recovery')}>
            {t.useRecoveryCode}
          </button>
        )}
        {step === 'recovery' && (
          <button type="button" className="link-btn" onClick={() => setStep('code')}>
            {t.useAppCode}
          </button>
        )}
        {step !== 'password' && (
          <button type="button" className="link-btn" onClick={back}>
            {t.back}
          </button>
        )}
        <a href="/anasayfa">{t.citizenSite}</a>
      </nav>
    </OfficeFrame>
  );
}
