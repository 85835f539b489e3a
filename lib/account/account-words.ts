// The account feature's words: every sign-up and login reason in English, exactly as the forms
// show it. Nothing else under lib/account writes a sentence.

import { fieldWords, say, type Words } from '../display/words';
import type { AccountErrors, AccountProblem, AuthFormProblem } from './validation';

export const ACCOUNT_WORDS = {
  'email-missing': () => 'Enter your email address.',
  'email-invalid': () => 'Enter a valid email address, like name@example.com.',
  'email-reserved': () => 'This address is reserved for the admin demo.',
  'email-taken': () => 'An account with this email already exists in this browser. Log in instead.',
  'no-account': () => 'No account with this email in this browser',
  'phone-invalid': ({ minDigits, maxDigits }) => `Enter a valid phone number of ${minDigits} to ${maxDigits} digits.`,
  'username-missing': () => 'Choose a username.',
  'username-length': ({ min, max }) => `Username must be ${min} to ${max} characters.`,
  'username-direction-control': () => 'Username cannot hold hidden characters that turn text around.',
  'password-missing': () => 'Enter a password.',
  'password-not-entered': () => 'Enter your password.',
  'password-too-short': ({ min }) => `Password must be at least ${min} characters.`,
  'password-too-long': ({ max }) => `Password must be at most ${max} characters.`,
  'confirm-missing': () => 'Confirm your password.',
  'password-mismatch': () => 'Passwords do not match.',
} satisfies Words<AccountProblem>;

export const AUTH_FORM_WORDS = {
  'no-web-crypto': 'Signing in needs Web Crypto, which this browser does not offer on this page (it needs https). Browsing still works.',
  'wrong-credentials': 'Incorrect email or password',
  'opened-elsewhere': 'Another tab has just opened this account. Log in again.',
} satisfies Record<AuthFormProblem, string>;

export function accountProblemText(problem: AccountProblem): string {
  return say(ACCOUNT_WORDS, problem);
}

/** A form's field reasons as the messages under each field. */
export function accountErrorsText<F extends string>(errors: AccountErrors<F>): Partial<Record<F, string>> {
  return fieldWords(ACCOUNT_WORDS, errors);
}
