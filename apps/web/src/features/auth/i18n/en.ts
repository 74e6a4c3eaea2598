import type { AuthTexts } from './tr.js';

/** The sign-in, password reset and e-Devlet texts, in English. */
export const en: AuthTexts = {
  pidNo: 'National ID No',
  password: 'Password',
  rememberMe: 'Remember me',
  signIn: 'Sign in',
  eDevlet: 'Sign in with e-Devlet',
  or: 'or',
  forgotPassword: 'Forgot my password',
  home: 'Home',
  otherLinks: 'Other actions',
  signUp: 'Not a member? Register',
  resetIntro: 'Your new password is sent by SMS to your registered mobile phone.',
  idOrTaxNo: 'National ID / Tax No',
  mobile: 'Mobile phone',
  resetNext:
    'If the password does not arrive within a few minutes, check your phone number and try again. When you sign in with it you will be asked to choose a new password.',
  resetAgain: 'Send again',
  confirm: 'Confirm',
  eDevletIntro:
    'Verify your identity at the e-Devlet Gateway and sign in without a password. If you are not a member yet, your membership is opened from your registry.',
  eDevletDisabled: 'Sign-in with e-Devlet is not available at the moment.',
  eDevletRedirecting: 'Taking you to the e-Devlet Gateway…',
  eDevletCompleting: 'Completing the e-Devlet sign-in…',
  eDevletDone: 'Signed in, redirecting…',
  eDevletInvalidToken: 'Invalid token, e-Devlet sign-in failed',
  eDevletFailed: 'e-Devlet sign-in failed',
  registryNotFound: 'No registry record was found.',
  noRegistryNext:
    'e-Devlet confirmed your identity, but the municipality holds no registry record in your name. Sign up to open one from your population record now, or visit one of our service desks with your ID.',
  signUpNow: 'Sign up',
  withPassword: 'Sign in with ID number and password',
};
