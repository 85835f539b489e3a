// The account feature's words: every sign-up and login reason as the forms show it, from the
// catalogue (the account area of messages/en and messages/hi). Nothing else under lib/account writes a sentence.

import { formatCount } from '../display/format';
import { fieldWords, say, type Words } from '../display/words';
import { account_confirm_missing, account_email_invalid, account_email_missing, account_email_reserved, account_email_taken, account_no_account, account_no_web_crypto, account_opened_elsewhere, account_password_mismatch, account_password_missing, account_password_not_entered, account_password_too_long, account_password_too_short, account_phone_invalid, account_username_direction_control, account_username_length, account_username_missing, account_wrong_credentials } from '../i18n/paraglide/messages';
import type { AccountErrors, AccountProblem, AuthFormProblem } from './validation';

export const ACCOUNT_WORDS = {
  'email-missing': () => account_email_missing(),
  'email-invalid': () => account_email_invalid(),
  'email-reserved': () => account_email_reserved(),
  'email-taken': () => account_email_taken(),
  'no-account': () => account_no_account(),
  'phone-invalid': ({ minDigits, maxDigits }) => account_phone_invalid({ min: formatCount(minDigits), max: formatCount(maxDigits) }),
  'username-missing': () => account_username_missing(),
  'username-length': ({ min, max }) => account_username_length({ min: formatCount(min), max: formatCount(max) }),
  'username-direction-control': () => account_username_direction_control(),
  'password-missing': () => account_password_missing(),
  'password-not-entered': () => account_password_not_entered(),
  'password-too-short': ({ min }) => account_password_too_short({ min: formatCount(min) }),
  'password-too-long': ({ max }) => account_password_too_long({ max: formatCount(max) }),
  'confirm-missing': () => account_confirm_missing(),
  'password-mismatch': () => account_password_mismatch(),
} satisfies Words<AccountProblem>;

export const AUTH_FORM_WORDS = {
  'no-web-crypto': () => account_no_web_crypto(),
  'wrong-credentials': () => account_wrong_credentials(),
  'opened-elsewhere': () => account_opened_elsewhere(),
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
