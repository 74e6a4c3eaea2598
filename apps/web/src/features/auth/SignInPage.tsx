import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiCallError, callApi, messageOf } from '../../shared/api/client.js';
import { rules, useFieldErrors } from '../../shared/forms/rules.js';
import { useI18n } from '../../shared/i18n/index.js';
import { useSession } from '../../shared/session/index.js';
import { useToast } from '../../shared/toast/index.js';
import { InputField } from '../../shared/ui/Field.js';
import { CheckboxField, FormMessage, SubmitButton } from '../../shared/ui/Form.js';
import { useHumanVerification } from '../../shared/ui/HumanVerification.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { EDevletLogin } from './EDevletLogin.js';
import { useAuthTexts } from './i18n/index.js';
import { type Login, PasskeySignIn } from './passkey/PasskeySignIn.js';
import { SecondFactorStep } from './passkey/SecondFactorStep.js';
import { usePasskeySignInTexts } from './passkey/texts.js';
import { safeRedirect } from './redirect.js';
import './auth.css';

/** /session/signin (spec section 2, login screen); `eDevletAtOnce` is /index_edevlet_girisi's one-click mode. */
export default function SignInPage({ eDevletAtOnce = false }: { eDevletAtOnce?: boolean }) {
  const { m } = useI18n();
  const t = useAuthTexts();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { errors, validate, formRef } = useFieldErrors<'pidNo' | 'password'>(m);
  const [pidNo, setPidNo] = useState('');
  const human = useHumanVerification(pidNo);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the member's second step is asked (ADR 0055).
  const [secondStep, setSecondStep] = useState(false);
  const { enqueue } = useToast();
  const passkeyTexts = usePasskeySignInTexts();

  const signedIn = useCallback(
    (login: Login) => {
      session.dispatch({
        type: 'LOGIN',
        user: login.Member,
        accessToken: login.AccessToken,
        mustChangePassword: login.MustChangePassword,
      });
      // A password sent by SMS is replaced first: the member page guard opens only the new-password form.
      navigate(login.MustChangePassword ? '/UserUpdate' : safeRedirect(params.get('redirectUrl')), { replace: true });
    },
    [session.dispatch, navigate, params],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const rule = rules(m);
    const valid = validate({ pidNo: rule.pidNo(pidNo), password: rule.required(password) });
    const verification = human.take();
    if (!valid || !verification) return;
    setBusy(true);
    try {
      signedIn(await callApi('ValidateUser', { pidNo, password, rememberMe, verification }));
    } catch (error) {
      // ErrorCodes.secondFactorRequired, written out: the contract's error module would bring zod into the first load.
      if (error instanceof ApiCallError && error.code === 'second_factor_required') setSecondStep(true);
      else setFailure(messageOf(error));
      setPassword('');
    } finally {
      setBusy(false);
      human.reset();
    }
  }

  return (
    <PageFrame>
      <div className="auth-card">
        {secondStep ? (
          <SecondFactorStep
            onSignedIn={(login, left) => {
              if (left !== null) enqueue(passkeyTexts.recoveryLeft(left), { variant: 'warning' });
              signedIn(login);
            }}
            onStartOver={() => setSecondStep(false)}
          />
        ) : (
          <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-labelledby="page-title">
            <InputField
              label={t.pidNo}
              name="pidNo"
              value={pidNo}
              onChange={setPidNo}
              digits={11}
              autoComplete="username webauthn"
              required
              error={errors.pidNo}
            />
            <InputField
              label={t.password}
              name="password"
              type="password"
              value={password}
              onChange={setPassword}
              maxLength={128}
              autoComplete="current-password"
              required
              error={errors.password}
            />
            {human.widget}
            <CheckboxField label={t.rememberMe} name="rememberMe" checked={rememberMe} onChange={setRememberMe} />
            <SubmitButton busy={busy}>{t.signIn}</SubmitButton>
            <FormMessage text={failure} />
          </form>
        )}
        <p className="auth-or">{t.or}</p>
        <PasskeySignIn rememberMe={rememberMe} onSignedIn={signedIn} />
        <EDevletLogin immediately={eDevletAtOnce} />
        <nav className="auth-links" aria-label={t.otherLinks}>
          <Link to="/session/forgot-password">{t.forgotPassword}</Link>
          <Link to="/anasayfa">{t.home}</Link>
          <Link to="/session/signup">{t.signUp}</Link>
        </nav>
      </div>
    </PageFrame>
  );
}
