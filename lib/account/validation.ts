// Checks on what a player types into the sign-up and login forms. Each failure is a message
// meant for the field it belongs to; nothing here saves anything. (The bet amount's checks are
// betting rules: lib/betting/betting-rules.ts.)

import { normaliseEmail } from './find-account';

import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, PHONE_MAX_LENGTH, USERNAME_LENGTH } from './account-limits';

export { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH };

export type SignUpField = 'username' | 'email' | 'phone' | 'password' | 'confirmPassword';
export type LoginField = 'email' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

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

export function emailProblem(email: string): string | null {
  // Checked as stored: lower-casing can lengthen text ('İ' becomes two code units).
  const stored = normaliseEmail(email);
  if (stored === '') return 'Enter your email address.';
  if (stored.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(stored)) return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** The phone is optional (no message is ever sent to it): checked only when given. */
function phoneProblem(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/\D/g, '').length;
  if (trimmed.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(trimmed) || digits < 7 || digits > 15) {
    return 'Enter a valid phone number of 7 to 15 digits.';
  }
  return null;
}

function usernameProblem(username: string): string | null {
  const length = username.trim().length;
  if (length === 0) return 'Choose a username.';
  if (length < USERNAME_LENGTH.min || length > USERNAME_LENGTH.max) {
    return `Username must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} characters.`;
  }
  return null;
}

function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'Enter a password.';
  if (password.length < PASSWORD_LENGTH.min) return `Password must be at least ${PASSWORD_LENGTH.min} characters.`;
  if (password.length > PASSWORD_LENGTH.max) return `Password must be at most ${PASSWORD_LENGTH.max} characters.`;
  return null;
}

export interface SignUpContext {
  adminEmail: string;
  isRegistered: (email: string) => boolean;
}

export function validateSignUp(form: SignUpForm, ctx: SignUpContext): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const username = usernameProblem(form.username);
  if (username) errors.username = username;
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  else if (normaliseEmail(form.email) === normaliseEmail(ctx.adminEmail)) errors.email = 'This address is reserved for the admin demo.';
  else if (ctx.isRegistered(form.email)) errors.email = 'An account with this email already exists in this browser. Log in instead.';
  const phone = phoneProblem(form.phone);
  if (phone) errors.phone = phone;
  const password = passwordProblem(form.password);
  if (password) errors.password = password;
  if (form.confirmPassword.length === 0) errors.confirmPassword = 'Confirm your password.';
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match.';
  return errors;
}

export function validateLogin(form: LoginForm): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = emailProblem(form.email);
  if (email) errors.email = email;
  if (form.password.length === 0) errors.password = 'Enter your password.';
  else if (form.password.length > PASSWORD_LENGTH.max) errors.password = `Password must be at most ${PASSWORD_LENGTH.max} characters.`;
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
