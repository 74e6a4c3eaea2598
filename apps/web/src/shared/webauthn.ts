/**
 * The browser's WebAuthn calls (ADR 0055), loaded only when a passkey is used: the sign-in page's first load stays
 * within its budget. Options come from the API as JSON and answers go back as JSON.
 */
type Json = Record<string, unknown>;
const library = () => import('@simplewebauthn/browser');

/** True where the browser has WebAuthn at all (an old browser gets no passkey buttons). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** True where the browser offers passkeys in the T.C. field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

export async function createPasskey(options: Json) {
  const { startRegistration } = await library();
  return (await startRegistration({ optionsJSON: options as never })) as unknown as Json;
}

/** A sign-in: with a button, or waiting in the autofill (`autofill`) until the person picks a passkey there. */
export async function signWithPasskey(options: Json, autofill = false) {
  const { startAuthentication } = await library();
  return (await startAuthentication({
    optionsJSON: options as never,
    useBrowserAutofill: autofill,
  })) as unknown as Json;
}

/** A passkey prompt the person closed or that timed out: nothing to report, they may try again. */
export const cancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
