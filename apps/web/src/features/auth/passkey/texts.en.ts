import type { PasskeySignInTexts } from './texts.tr.js';

/** The passkey sign-in and the second step of a password sign-in, in English. */
export const en: PasskeySignInTexts = {
  passkeySignIn: 'Sign in with a passkey',
  passkeyHint: 'Use the screen lock of your phone or computer, no password to type.',
  secondFactorTitle: 'Two-step verification',
  totpIntro: 'Your password is right. Enter the 6-digit code of your authenticator app to finish signing in.',
  passkeyIntro: 'Your password is right. Use your passkey to finish signing in.',
  code: 'Verification code',
  recoveryCode: 'Recovery code',
  recoveryHint: 'One of the codes you saved when you turned two-step verification on (XXXXX-XXXXX).',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the app code',
  usePasskey: 'Use my passkey',
  confirm: 'Finish signing in',
  startOver: 'Start over',
  recoveryLeft: (left: number) =>
    `You used a recovery code; ${left} are left. On My account, turn two-step verification off and on again to get new codes.`,
};
