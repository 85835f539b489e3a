// An account in this browser: who it is, its practice coins and its preferences.

import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, PHONE_MAX_LENGTH, USERNAME_LENGTH } from '../account/account-limits';
import { idSchema, isoTimeSchema, wholeCountSchema } from './fields';

export const passwordHashSchema = v.strictObject({
  /** Base64 of the 16 random bytes used as PBKDF2 salt. */
  salt: v.pipe(v.string(), v.base64()),
  /** Base64 of the derived 256-bit key. */
  hash: v.pipe(v.string(), v.base64()),
  iterations: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});

export const notificationPreferencesSchema = v.strictObject({ email: v.boolean(), sms: v.boolean() });

export const accountSchema = v.strictObject({
  id: idSchema,
  /** Stored trimmed; the form asks for at least USERNAME_LENGTH.min, older records may be shorter. */
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(USERNAME_LENGTH.max)),
  /** Trimmed and lower-cased: one account per address in this browser. */
  email: v.pipe(v.string(), v.minLength(EMAIL_MIN_LENGTH), v.maxLength(EMAIL_MAX_LENGTH)),
  phone: v.nullable(v.pipe(v.string(), v.maxLength(PHONE_MAX_LENGTH))),
  createdAt: isoTimeSchema,
  isAdmin: v.boolean(),
  /**
   * The practice wallet's balance, kept with the account so tampering shows: it must equal the
   * sum of the account's practice ledger entries.
   */
  coins: wholeCountSchema,
  password: passwordHashSchema,
  /** The local calendar day (YYYY-MM-DD) of the last daily bonus, or null before the first. */
  lastBonusDay: v.nullable(v.pipe(v.string(), v.isoDate())),
  notifications: notificationPreferencesSchema,
});

export type Account = v.InferOutput<typeof accountSchema>;
export type PasswordHash = v.InferOutput<typeof passwordHashSchema>;
export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;
