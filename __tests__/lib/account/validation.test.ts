import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { accountErrorsText, accountProblemText } from '@/lib/account/account-words';
import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  hasErrors,
  validateLogin,
  validateSignUp,
  type SignUpContext,
  type SignUpForm,
} from '@/lib/account/validation';

const VALID_FORM: SignUpForm = {
  username: 'Alice',
  email: 'alice@example.com',
  phone: '+1 (555) 010-9999',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

const nobodyRegistered: SignUpContext = { adminEmail: ADMIN_EMAIL, isRegistered: () => false };

// The checks return reasons; these tests read them as the form shows them, in words.
function signUpErrors(overrides: Partial<SignUpForm>, ctx: SignUpContext = nobodyRegistered) {
  return accountErrorsText(validateSignUp({ ...VALID_FORM, ...overrides }, ctx));
}

function emailText(email: string): string | null {
  const problem = emailProblem(email);
  return problem && accountProblemText(problem);
}

function loginErrors(form: { email: string; password: string }) {
  return accountErrorsText(validateLogin(form));
}

describe('the reasons behind the words', () => {
  it('returns each problem as a reason with the limits its sentence needs', () => {
    expect(validateSignUp({ ...VALID_FORM, username: 'ab', phone: '12', password: 'short', confirmPassword: 'other' }, nobodyRegistered)).toEqual({
      username: { reason: 'username-length', min: 3, max: 20 },
      phone: { reason: 'phone-invalid', minDigits: 7, maxDigits: 15 },
      password: { reason: 'password-too-short', min: 8 },
      confirmPassword: { reason: 'password-mismatch' },
    });
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({ email: { reason: 'email-invalid' }, password: { reason: 'password-not-entered' } });
  });
});

describe('a username that turns text around', () => {
  it.each([
    ['a right-to-left override', 'Alice\u202e'],
    ['an override before reversed text', '\u202eecilA'],
    ['a left-to-right mark', 'Al\u200eice'],
    ['an isolate', '\u2068Alice\u2069'],
  ])('is refused at sign-up with %s', (_, username) => {
    expect(validateSignUp({ ...VALID_FORM, username }, nobodyRegistered)).toEqual({ username: { reason: 'username-direction-control' } });
    expect(accountProblemText({ reason: 'username-direction-control' })).toBe('Username cannot hold hidden characters that turn text around.');
  });

  it('is told from right-to-left letters, which are welcome', () => {
    expect(validateSignUp({ ...VALID_FORM, username: '\u05d0\u05dc\u05d9\u05e1' }, nobodyRegistered)).toEqual({});
  });
});

describe('emailProblem', () => {
  it.each(['alice@example.com', '  alice@example.com  ', 'a.b+tag@sub.example.co.uk', 'ALICE@EXAMPLE.COM'])('accepts %p', (email) => {
    expect(emailText(email)).toBeNull();
  });

  it.each(['', '   '])('asks for an address when given %p', (email) => {
    expect(emailText(email)).toBe('Enter your email address.');
  });

  it.each(['alice', 'alice@', '@example.com', 'alice@example', 'alice@example.c', 'al ice@example.com', 'a@b@example.com'])(
    'refuses %p as not an address',
    (email) => {
      expect(emailText(email)).toBe('Enter a valid email address, like name@example.com.');
    },
  );

  it('refuses an address longer than 254 characters', () => {
    const domain = '@example.com';
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(emailText(atLimit)).toBeNull();
    expect(emailText(`a${atLimit}`)).toMatch(/valid email/);
  });
});

describe('validateSignUp', () => {
  it('has no errors for a complete, matching form', () => {
    expect(signUpErrors({})).toEqual({});
    expect(hasErrors(signUpErrors({}))).toBe(false);
  });

  it('names every empty required field, and the phone is not one of them', () => {
    const errors = signUpErrors({ username: '', email: '', phone: '', password: '', confirmPassword: '' });
    expect(errors).toEqual({
      username: 'Choose a username.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
      confirmPassword: 'Confirm your password.',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it.each([
    ['ab', 'Username must be 3 to 20 characters.'],
    ['  ab  ', 'Username must be 3 to 20 characters.'],
    ['a'.repeat(21), 'Username must be 3 to 20 characters.'],
    ['   ', 'Choose a username.'],
  ])('refuses the username %p', (username, message) => {
    expect(signUpErrors({ username }).username).toBe(message);
  });

  it.each(['abc', 'a'.repeat(20), '  abc  '])('accepts the username %p', (username) => {
    expect(signUpErrors({ username }).username).toBeUndefined();
  });

  it.each(['', '   '])('accepts a sign-up without a phone number (%p), since the phone is optional', (phone) => {
    expect(signUpErrors({ phone })).toEqual({});
  });

  it.each(['5550100', '+44 20 7946 0958', '(555) 010.9999', '1'.repeat(15)])('accepts the phone number %p', (phone) => {
    expect(signUpErrors({ phone }).phone).toBeUndefined();
  });

  it.each(['555010', '1'.repeat(16), 'call me', '555-0100 ext 2', `+${'1 '.repeat(13)}`])('refuses the phone number %p', (phone) => {
    expect(signUpErrors({ phone }).phone).toBe('Enter a valid phone number of 7 to 15 digits.');
  });

  it('refuses a password shorter than 8 or longer than 128 characters', () => {
    expect(signUpErrors({ password: 'short12', confirmPassword: 'short12' }).password).toBe('Password must be at least 8 characters.');
    const long = 'x'.repeat(129);
    expect(signUpErrors({ password: long, confirmPassword: long }).password).toBe('Password must be at most 128 characters.');
    const limit = 'x'.repeat(128);
    expect(signUpErrors({ password: limit, confirmPassword: limit })).toEqual({});
  });

  it('says when the confirmation does not match', () => {
    expect(signUpErrors({ confirmPassword: 'correct horsE' }).confirmPassword).toBe('Passwords do not match.');
  });

  it('reserves the admin address in any case and spacing', () => {
    const shouted = ` ${ADMIN_EMAIL.toUpperCase()} `;
    expect(signUpErrors({ email: shouted }).email).toBe('This address is reserved for the admin demo.');
  });

  it('refuses an address already registered in this browser', () => {
    const ctx: SignUpContext = { adminEmail: ADMIN_EMAIL, isRegistered: (email) => email === 'alice@example.com' };
    expect(signUpErrors({}, ctx).email).toBe('An account with this email already exists in this browser. Log in instead.');
  });

  it('does not ask whether a malformed address is registered', () => {
    const isRegistered = jest.fn(() => true);
    expect(signUpErrors({ email: 'nope' }, { adminEmail: ADMIN_EMAIL, isRegistered }).email).toMatch(/valid email/);
    expect(isRegistered).not.toHaveBeenCalled();
  });
});

describe('validateLogin', () => {
  it('has no errors for an address and any password', () => {
    expect(loginErrors({ email: 'alice@example.com', password: 'x' })).toEqual({});
  });

  it('names an empty address and an empty password', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('refuses a password longer than 128 characters before hashing it', () => {
    expect(loginErrors({ email: 'alice@example.com', password: 'x'.repeat(129) }).password).toBe('Password must be at most 128 characters.');
  });
});

describe('emailProblem on text that lower-casing lengthens', () => {
  it('refuses an address that would be too long once stored', () => {
    expect(emailText(`${'İ'.repeat(130)}@example.com`)).toMatch(/valid email/);
  });
});
