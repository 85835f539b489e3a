// How long an account's fields may be: the sign-up form and the stored record read the same limits.

export const USERNAME_LENGTH = { min: 3, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
/** Longer than any real address, short enough that a pasted megabyte is refused at once. */
export const EMAIL_MAX_LENGTH = 254;
/** The shortest plausible address, a@b. */
export const EMAIL_MIN_LENGTH = 3;
export const PHONE_MAX_LENGTH = 25;
