import { ToastRules } from '@e-belediye/contracts/codes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CallResponse, callApi } from '../../shared/api/client.js';
import { useSession } from '../../shared/session/index.js';
import { useToast } from '../../shared/toast/index.js';
import { PageFrame } from '../../shared/ui/PageFrame.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { EDevletLogin } from './EDevletLogin.js';
import { type AuthTexts, useAuthTexts } from './i18n/index.js';

type Outcome = CallResponse<'LoginViaEDevlet'>['Outcome'];
const failureText = (t: AuthTexts): Record<Exclude<Outcome, 'OK'>, string> => ({
  INVALID_TOKEN: t.eDevletInvalidToken,
  FAILED: t.eDevletFailed,
  NO_REGISTRY: t.registryNotFound,
});

/** /e-devlet-girisi: the e-Devlet button, or, with ?code=&state= (or ?error=), the return from e-Devlet. */
export default function EDevletPage() {
  const t = useAuthTexts();
  const [params] = useSearchParams();
  const code = params.get('code');
  const returning = code !== null || params.has('error');
  return (
    <PageFrame>
      {returning ? (
        <EDevletReturn code={code} state={params.get('state')} />
      ) : (
        <div className="auth-card">
          <p>{t.eDevletIntro}</p>
          <EDevletLogin />
          <nav className="auth-links" aria-label={t.otherLinks}>
            <Link to="/session/signin">{t.withPassword}</Link>
            <Link to="/anasayfa">{t.home}</Link>
          </nav>
        </div>
      )}
    </PageFrame>
  );
}

/** Spec section 4: the code is exchanged on the server; success stores the session and reloads after 500 ms. */
function EDevletReturn({ code, state }: { code: string | null; state: string | null }) {
  const t = useAuthTexts();
  const session = useSession();
  const navigate = useNavigate();
  const { enqueue } = useToast();
  const [done, setDone] = useState(false);
  // e-Devlet knows the citizen but the municipality does not: say what to do rather than only that it failed, and
  // carry the ID e-Devlet confirmed to the sign-up form (in the page's state, never in the address).
  const [unknown, setUnknown] = useState<{ pidNo?: string } | null>(null);
  // An authorization code works once: StrictMode's second effect run must not send it again.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival from e-Devlet
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const fail = (text: string) => {
      enqueue(text, { variant: 'error', autoHideMs: ToastRules.shortAutoHideMs });
      navigate('/anasayfa', { replace: true });
    };
    if (!code) return fail(t.eDevletFailed);
    callApi('LoginViaEDevlet', { code, state: Number(state) }).then(
      ({ Outcome, Login, Token }) => {
        if (Outcome === 'NO_REGISTRY') {
          setUnknown({});
          if (Token)
            callApi('GetPersonInfoViaEDevlet', { token: Token }).then(
              ({ kullaniciBilgileri }) => kullaniciBilgileri && setUnknown({ pidNo: kullaniciBilgileri.kimlikNo }),
              () => undefined,
            );
          return;
        }
        if (Outcome !== 'OK' || !Login) return fail(failureText(t)[Outcome === 'OK' ? 'FAILED' : Outcome]);
        session.dispatch({ type: 'LOGIN', user: Login.Member, accessToken: Login.AccessToken });
        setDone(true);
        setTimeout(() => window.location.assign('/'), 500);
      },
      () => fail(t.eDevletFailed),
    );
  }, []);
  if (unknown)
    return (
      <div className="notice notice-warning auth-card" role="alert">
        <h2>{t.registryNotFound}</h2>
        <p>{t.noRegistryNext}</p>
        <nav className="form-actions" aria-label={t.otherLinks}>
          <Link className="btn" to="/session/signup" state={unknown}>
            {t.signUpNow}
          </Link>
          <Link className="btn btn-outline" to="/anasayfa">
            {t.home}
          </Link>
        </nav>
      </div>
    );
  return <Spinner label={done ? t.eDevletDone : t.eDevletCompleting} />;
}
