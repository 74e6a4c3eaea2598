import { type FormEvent, useEffect, useState } from 'react';
import { type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { InputField } from '../../../shared/ui/Field.js';
import { FormMessage, SubmitButton } from '../../../shared/ui/Form.js';
import { Spinner } from '../../../shared/ui/Spinner.js';
import { cancelled, signWithPasskey } from '../../../shared/webauthn.js';
import type { Credential, Login } from './PasskeySignIn.js';
import { usePasskeySignInTexts } from './texts.js';

type Challenge = CallResponse<'GetSecondFactorChallenge'>;

/**
 * The second step of a password sign-in (ADR 0055): the authenticator-app code or the passkey the member chose, or
 * one of their recovery codes. The password was right; the server holds the half-done sign-in for a few minutes.
 */
export function SecondFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn(login: Login, recoveryCodesLeft: number | null): void;
  onStartOver(): void;
}) {
  const t = usePasskeySignInTexts();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    callApi('GetSecondFactorChallenge', {}).then(setChallenge, (error) => setFailure(messageOf(error)));
  }, []);

  async function finish(body: Parameters<typeof callApi<'CompleteSecondFactorLogin'>>[1]) {
    setFailure(null);
    setBusy(true);
    try {
      const done = await callApi('CompleteSecondFactorLogin', body);
      onSignedIn(done, done.RecoveryCodesLeft);
    } catch (error) {
      if (!cancelled(error)) setFailure(messageOf(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void finish(recovery ? { recoveryCode: code.trim() } : { code: code.trim() });
  }

  async function passkey() {
    if (!challenge?.CeremonyId || !challenge.Options) return;
    setFailure(null);
    try {
      const credential = (await signWithPasskey(challenge.Options)) as Credential;
      await finish({ ceremonyId: challenge.CeremonyId, credential });
    } catch (error) {
      if (!cancelled(error)) setFailure(messageOf(error));
      // A passkey ceremony is spent once: a new one for the next try.
      callApi('GetSecondFactorChallenge', {}).then(setChallenge, () => undefined);
    }
  }

  if (!challenge) return failure ? <FormMessage text={failure} /> : <Spinner label={t.secondFactorTitle} />;
  const byPasskey = challenge.Kind === 'PASSKEY' && !recovery;
  return (
    <section className="form-stack" aria-labelledby="second-factor">
      <h2 id="second-factor">{t.secondFactorTitle}</h2>
      <p>{byPasskey ? t.passkeyIntro : t.totpIntro}</p>
      {byPasskey ? (
        <button type="button" className="btn btn-primary" onClick={passkey} disabled={busy}>
          {t.usePasskey}
        </button>
      ) : (
        <form className="form-stack" noValidate onSubmit={submit}>
          <InputField
            label={recovery ? t.recoveryCode : t.code}
            name={recovery ? 'recoveryCode' : 'code'}
            value={code}
            onChange={setCode}
            digits={recovery ? undefined : 6}
            maxLength={recovery ? 11 : undefined}
            autoComplete="one-time-code"
            hint={recovery ? t.recoveryHint : undefined}
            required
          />
          <SubmitButton busy={busy}>{t.confirm}</SubmitButton>
        </form>
      )}
      <FormMessage text={failure} />
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? (challenge.Kind === 'PASSKEY' ? t.usePasskey : t.useApp) : t.useRecovery}
        </button>
        <button type="button" className="btn btn-outline" onClick={onStartOver}>
          {t.startOver}
        </button>
      </div>
    </section>
  );
}
