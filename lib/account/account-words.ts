// The account feature's words: every sign-up and login reason as the forms show it, from the
// catalogue (the account area of messages/en and messages/hi). Nothing else under lib/account writes a sentence.

import { formatCount } from '../display/format';
import { fieldWords, say, type Words } from '../display/words';
import { m } from '../i18n/paraglide/messages';
import type { AccountErrors, AccountProblem, AuthFormProblem } from './validation';

export const ACCOUNT_WORDS = {
  'email-missing': () => m.account_email_missing(),
  'email-invalid': () => m.account_email_invalid(),
  'email-reserved': () => m.account_email_reserved(),
  'email-taken': () => m.account_email_taken(),
  'no-account': () => m.account_no_account(),
  'phone-invalid': ({ minDigits, maxDigits }) => m.account_phone_invalid({ min: formatCount(minDigits), max: formatCount(maxDigits) }),
  'username-missing': () => m.account_username_missing(),
  'username-length': ({ min, max }) => m.account_username_length({ min: formatCount(min), max: formatCount(max) }),
  'username-direction-control': () => m.account_username_direction_control(),
  'password-missing': () => m.account_password_missing(),
  'password-not-entered': () => m.account_password_not_entered(),
  'password-too-short': ({ min }) => m.account_password_too_short({ min: formatCount(min) }),
  'password-too-long': ({ max }) => m.account_password_too_long({ max: formatCount(max) }),
  'confirm-missing': () => m.account_confirm_missing(),
  'password-mismatch': () => m.account_password_mismatch(),
} satisfies Words<AccountProblem>;

export const AUTH_FORM_WORDS = {
  'no-web-crypto': () => m.account_no_web_crypto(),
  'wrong-credentials': () => m.account_wrong_credentials(),
  'opened-elsewhere': () => m.account_opened_elsewhere(),
} satisfies Record<AuthFormProblem, () => string>;

/** Why a whole form was refused, in words. */
export function authFormText(problem: AuthFormProblem): string {
  return AUTH_FORM_WORDS[problem]();
}

export function accountProblemText(problem: AccountProblem): string {
  return say(ACCOUNT_WORDS, problem);
}

/** A form's field reasons as the messages under each field. */
export function accountErrorsText<F extends string>(errors: AccountErrors<F>): Partial<Record<F, string>> {
  return fieldWords(ACCOUNT_WORDS, errors);
}
