import { ACCOUNT_WORDS, accountProblemText, authFormText } from '@/lib/account/account-words';

describe('account words', () => {
  it('says every field reason in the words the forms have always shown', () => {
    expect(accountProblemText({ reason: 'username-length', min: 3, max: 20 })).toBe('Username must be 3 to 20 characters.');
    expect(accountProblemText({ reason: 'phone-invalid', minDigits: 7, maxDigits: 15 })).toBe('Enter a valid phone number of 7 to 15 digits.');
    expect(accountProblemText({ reason: 'password-too-short', min: 8 })).toBe('Password must be at least 8 characters.');
    expect(accountProblemText({ reason: 'password-too-long', max: 128 })).toBe('Password must be at most 128 characters.');
    expect(accountProblemText({ reason: 'no-account' })).toBe('No account with this email in this browser');
    expect(accountProblemText({ reason: 'email-taken' })).toBe('An account with this email already exists in this browser. Log in instead.');
  });

  it('has a sentence for every reason kind', () => {
    const sentences = Object.values(ACCOUNT_WORDS).map((sentence) => sentence({ min: 1, max: 2, minDigits: 1, maxDigits: 2 } as never));
    expect(sentences.every((sentence) => sentence.length > 0)).toBe(true);
    expect(Object.keys(ACCOUNT_WORDS)).toHaveLength(15);
  });

  it('says why a whole form was refused', () => {
    expect(authFormText('no-web-crypto')).toBe('Logging in needs Web Crypto, which this browser does not offer on this page (it needs https). Browsing still works.');
    expect(authFormText('wrong-credentials')).toBe('Incorrect email or password');
    expect(authFormText('opened-elsewhere')).toBe('Another tab has just opened this account. Log in again.');
  });
});
