import { fromBase64, hashPassword, PBKDF2_ITERATIONS, SALT_BYTES, toBase64, verifyPassword } from '@/lib/account/password';

// Few iterations keep most tests fast; one test below checks the real default.
const FAST = 1000;

describe('toBase64 and fromBase64', () => {
  it('round-trip every byte value', () => {
    const bytes = new Uint8Array(256).map((_, index) => index);
    expect(Array.from(fromBase64(toBase64(bytes)))).toEqual(Array.from(bytes));
  });

  it('encode as standard padded base64', () => {
    expect(toBase64(new Uint8Array([0, 0, 0]))).toBe('AAAA');
    expect(toBase64(new Uint8Array([255]))).toBe('/w==');
    expect(toBase64(new Uint8Array([]))).toBe('');
  });
});

describe('hashPassword', () => {
  it('stores the default 600,000 iterations, a 16-byte salt, and a fresh salt for every hash', async () => {
    const first = await hashPassword('correct horse', crypto);
    const second = await hashPassword('correct horse', crypto);
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(first.iterations).toBe(600_000);
    expect(fromBase64(first.salt)).toHaveLength(16);
    expect(SALT_BYTES).toBe(16);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(await verifyPassword('correct horse', first, crypto)).toBe(true);
  });

  it('keeps only the salt, the derived key and the count, never the password', async () => {
    const stored = await hashPassword('correct horse', crypto, FAST);
    expect(Object.keys(stored).sort()).toEqual(['hash', 'iterations', 'salt']);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    // A 256-bit key.
    expect(fromBase64(stored.hash)).toHaveLength(32);
    expect(stored.iterations).toBe(FAST);
  });

  it('derives the PBKDF2-SHA-256 key Node derives for the same salt and count', async () => {
    const stored = await hashPassword('pässwörd', crypto, FAST);
    const { pbkdf2Sync } = await import('node:crypto');
    const expected = pbkdf2Sync(Buffer.from('pässwörd', 'utf8'), Buffer.from(stored.salt, 'base64'), FAST, 32, 'sha256');
    expect(stored.hash).toBe(expected.toString('base64'));
  });
});

describe('verifyPassword', () => {
  it('accepts the password that was hashed', async () => {
    const stored = await hashPassword('correct horse', crypto, FAST);
    expect(await verifyPassword('correct horse', stored, crypto)).toBe(true);
  });

  it.each(['correct hors', 'correct horse ', 'Correct horse', ''])('refuses %p', async (guess) => {
    const stored = await hashPassword('correct horse', crypto, FAST);
    expect(await verifyPassword(guess, stored, crypto)).toBe(false);
  });

  it('uses the iteration count stored with the hash', async () => {
    const stored = await hashPassword('correct horse', crypto, FAST);
    expect(await verifyPassword('correct horse', { ...stored, iterations: FAST + 1 }, crypto)).toBe(false);
  });

  it('refuses a hash of another length without throwing', async () => {
    const stored = await hashPassword('correct horse', crypto, FAST);
    expect(await verifyPassword('correct horse', { ...stored, hash: 'AAAA' }, crypto)).toBe(false);
  });
});
