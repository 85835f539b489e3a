// Checks on what a player types into the sign-up and login forms. Each failure is a reason for
// the field it belongs to, with the limits its words need (account-words.ts says it); nothing here
// saves anything. (The bet amount's checks are betting rules: lib/betting/betting-rules.ts.)

import { hasDirectionControl } from '../display/bidi';
import { normaliseEmail } from './find-account';

import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, PHONE_MAX_LENGTH, USERNAME_LENGTH } from './account-limits';

export { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH };

export type SignUpField = 'username' | 'email' | 'phone' | 'password' | 'confirmPassword';
export type LoginField = 'email' | 'password';
/** A form's problems, one reason per field at most. */
export type FieldErrors<F extends string, P extends { reason: string }> = Partial<Record<F, P>>;

export type AccountProblem =
  | { reason: 'email-missing' }
  | { reason: 'email-invalid' }
  | { reason: 'email-reserved' }
  | { reason: 'email-taken' }
  | { reason: 'no-account' }
  | { reason: 'phone-invalid'; minDigits: number; maxDigits: number }
  | { reason: 'username-missing' }
  | { reason: 'username-length'; min: number; max: number }
  | { reason: 'username-direction-control' }
  | { reason: 'password-missing' }
  | { reason: 'password-not-entered' }
  | { reason: 'password-too-short'; min: number }
  | { reason: 'password-too-long'; max: number }
  | { reason: 'confirm-missing' }
  | { reason: 'password-mismatch' };

export type AccountErrors<F extends string> = FieldErrors<F, AccountProblem>;

/** Why a whole form was refused rather than one field: no Web Crypto, a wrong password, a race with another tab. */
export type AuthFormProblem = 'no-web-crypto' | 'wrong-credentials' | 'opened-elsewhere';

export interface SignUpForm {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export interface LoginForm {
  email: string;
  password: string;
}

// Plausible, not RFC-complete: something@something.tld without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits as E.164 allows.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

export function emailProblem(email: string): AccountProblem | null {
  // Checked as stored: lower-casing can lengthen text ('İ' becomes two code units).
  const stored = normaliseEmail(email);
  if (stored === '') return { reason: 'email-missing' };
  if (stored.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(stored)) return { reason: 'email-invalid' };
  return null;
}

/** The phone is optional (no message is ever sent to it): checked only when given. */
function phoneProblem(phone: string): AccountProblem | null {
  const trimmed = phone.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/\D/g, '').length;
  if (trimmed.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(trimmed) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
    return { reason: 'phone-invalid', minDigits: PHONE_DIGITS.min, maxDigits: PHONE_DIGITS.max };
  }
  return null;
}

function usernameProblem(username: string): AccountProblem | null {
  const length = username.trim().length;
  if (length === 0) return { reason: 'username-missing' };
  if (length < USERNAME_LENGTH.min || length > USERNAME_LENGTH.max) return { reason: 'username-length', ...USERNAME_LENGTH };
  // A character that turns text around lets one name pass for another on the leaderboard.
  if (hasDirectionControl(username)) return { reason: 'username-direction-control' };
  return null;
}

const PASSWORD_TOO_LONG: AccountProblem = { reason: 'password-too-long', max: PASSWORD_LENGTH.max };

function passwordProblem(password: string): AccountProblem | null {
  if (password.length === 0) return { reason: 'password-missing' };
  if (password.length < PASSWORD_LENGTH.min) return { reason: 'password-too-short', min: PASSWORD_LENGTH.min };
  if (password.length > PASSWORD_LENGTH.max) return PASSWORD_TOO_LONG;
  return null;
}

export interface SignUpContext {
  adminEmail: string;
  isRegistered: (email: string) => boolean;
}

export function validateSignUp(form: SignUpForm, ctx: SignUpContext): AccountErrors<SignUpField> {
  const errors: AccountErrors<SignUpField> = {};
  const username = usernameProblem(form.username);
  if (username) errors.username = username;
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  else if (normaliseEmail(form.email) === normaliseEmail(ctx.adminEmail)) errors.email = { reason: 'email-reserved' };
  else if (ctx.isRegistered(form.email)) errors.email = { reason: 'email-taken' };
  const phone = phoneProblem(form.phone);
  if (phone) errors.phone = phone;
  const password = passwordProblem(form.password);
  if (password) errors.password = password;
  if (form.confirmPassword.length === 0) errors.confirmPassword = { reason: 'confirm-missing' };
  else if (form.confirmPassword !== form.password) errors.confirmPassword = { reason: 'password-mismatch' };
  return errors;
}

export function validateLogin(form: LoginForm): AccountErrors<LoginField> {
  const errors: AccountErrors<LoginField> = {};
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  if (form.password.length === 0) errors.password = { reason: 'password-not-entered' };
  else if (form.password.length > PASSWORD_LENGTH.max) errors.password = PASSWORD_TOO_LONG;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
