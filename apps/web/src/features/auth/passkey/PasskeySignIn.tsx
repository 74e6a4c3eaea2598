import { useEffect, useState } from 'react';
import { type CallRequest, type CallResponse, callApi, messageOf } from '../../../shared/api/client.js';
import { FormMessage } from '../../../shared/ui/Form.js';
import { autofillSupported, cancelled, passkeysSupported, signWithPasskey } from '../../../shared/webauthn.js';
import { usePasskeySignInTexts } from './texts.js';

export type Login = CallResponse<'ValidateUser'>;
export type Credential = CallRequest<'FinishPasskeyLogin'>['credential'];

async function signIn(rememberMe: boolean, autofill: boolean): Promise<Login> {
  const { CeremonyId, Options } = await callApi('StartPasskeyLogin', {});
  const credential = (await signWithPasskey(Options, autofill)) as Credential;
  return callApi('FinishPasskeyLogin', { ceremonyId: CeremonyId, credential, rememberMe });
}

/**
 * "Geçiş anahtarı ile giriş" (ADR 0055): a button, and where the browser offers it, the passkeys in the T.C. field's
 * autofill. Drawn by the server and in the first paint, since nearly every browser has WebAuthn: the form does not
 * move when the app takes over. A browser without it loses the block once the app runs.
 */
export function PasskeySignIn({ rememberMe, onSignedIn }: { rememberMe: boolean; onSignedIn(login: Login): void }) {
  const t = usePasskeySignInTexts();
  const [supported, setSupported] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setSupported(passkeysSupported());
    let live = true;
    // The autofill waits until the person picks a passkey in the T.C. field; the button's request replaces it.
    autofillSupported().then((yes) => {
      if (!yes || !live) return;
      signIn(true, true).then(
        (login) => live && onSignedIn(login),
        (error) => live && !cancelled(error) && setFailure(messageOf(error)),
      );
    });
    return () => {
      live = false;
    };
  }, [onSignedIn]);

  async function click() {
    setFailure(null);
    setBusy(true);
    try {
      onSignedIn(await signIn(rememberMe, false));
    } catch (error) {
      if (!cancelled(error)) setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="form-stack">
      <button type="button" className="btn btn-outline" onClick={click} disabled={busy} aria-describedby="passkey-hint">
        {t.passkeySignIn}
      </button>
      <p id="passkey-hint" className="form-hint">
        {t.passkeyHint}
      </p>
      <FormMessage text={failure} />
    </div>
  );
}
