import { StaffMessages } from '@e-belediye/contracts';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiCallError, callApi, messageOf } from '../shared/api/client.js';
import { useI18n } from '../shared/i18n/index.js';
import { useToast } from '../shared/toast/index.js';
import { InputField } from '../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../shared/ui/Form.js';
import { useHumanVerification } from '../shared/ui/HumanVerification.js';
import { solveChallenge, verificationPayload } from '../shared/ui/proofOfWork.js';
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

/**
 * The proof the code step sends, solved without a new tick. Every StaffLogin call spends a proof of work sized to
 * the risk like the first step's, so guessing codes costs the same work per try; a signed "password accepted"
 * ticket instead would tell the first step's caller that the password is right before the code is asked.
 */
async function solvedInBackground(): Promise<string | null> {
  const challenge = await callApi('GetHumanVerificationChallenge', {});
  const number = await solveChallenge(challenge);
  return number === null ? null : verificationPayload(challenge, number);
}

/** /yonetim/giris: user name and password, then the code of the authenticator app or a recovery code. */
export default function SignInPage() {
  const t = useOfficeTexts();
  const { m } = useI18n();
  const human = useHumanVerification();
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
    // The box is ticked once, on the first step; the code step's proof is solved in the background.
    const ticked = step === 'password' ? human.take() : null;
    if (Object.keys(missing).length || (step === 'password' && !ticked)) return;
    setBusy(true);
    try {
      const verification = ticked ?? (await solvedInBackground());
      if (!verification) {
        setFailure(m.human.failed);
        return;
      }
      const login = await callApi('StaffLogin', {
        username: username.trim(),
        password,
        ...(step === 'code' && { code }),
        ...(step === 'recovery' && { recoveryCode: recoveryCode.trim() }),
        verification,
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
      // A proof is good once: the first step is ticked again when the person returns to it.
      if (step === 'password') human.reset();
    }
  }

  const back = () => {
    setStep('password');
    setPassword('');
    setFailure(null);
    human.reset();
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
            {human.widget}
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
