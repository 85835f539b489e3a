import { base32Lower, fromBase64Url, toBase64Url } from '@/lib/league/encoding';
import { fingerprintText, leagueIdOf } from '@/lib/league/league-id';
import { createHash } from 'node:crypto';

const text = (value: string) => new TextEncoder().encode(value);

describe('base64url', () => {
  it('encodes without padding in the URL-safe alphabet', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(toBase64Url(text('foobar'))).toBe('Zm9vYmFy');
    expect(toBase64Url(new Uint8Array([]))).toBe('');
  });

  it('decodes what it encodes, byte for byte', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256);
    expect(Array.from(fromBase64Url(toBase64Url(bytes)) ?? [])).toEqual(Array.from(bytes));
  });

  it('refuses padding, the standard alphabet, impossible lengths and non-canonical last characters', () => {
    expect(fromBase64Url('Zm8=')).toBeNull();
    expect(fromBase64Url('+/8')).toBeNull();
    expect(fromBase64Url('Zm9vY')).toBeNull();
    expect(fromBase64Url('Zm9 v')).toBeNull();
    // 'Zm8' is 'fo'; 'Zm9' carries the same two bytes with an unused bit set.
    expect(fromBase64Url('Zm8')).not.toBeNull();
    expect(fromBase64Url('Zm9')).toBeNull();
  });
});

describe('base32Lower', () => {
  it('matches the RFC 4648 test vectors in lowercase without padding', () => {
    const vectors = { '': '', f: 'my', fo: 'mzxq', foo: 'mzxw6', foob: 'mzxw6yq', fooba: 'mzxw6ytb', foobar: 'mzxw6ytboi' };
    for (const [input, output] of Object.entries(vectors)) expect(base32Lower(text(input))).toBe(output);
  });
});

describe('league ids', () => {
  it('are the first 16 base32 characters of SHA-256 over the raw key', async () => {
    const key = Uint8Array.from({ length: 65 }, (_, index) => index);
    const digest = new Uint8Array(createHash('sha256').update(key).digest());
    expect(await leagueIdOf(key)).toBe(base32Lower(digest).slice(0, 16));
    expect(await leagueIdOf(key)).toMatch(/^[a-z2-7]{16}$/);
  });

  it('differ for different keys', async () => {
    const a = new Uint8Array(65);
    const b = new Uint8Array(65);
    b[64] = 1;
    expect(await leagueIdOf(a)).not.toBe(await leagueIdOf(b));
  });

  it('read out loud in groups of four', () => {
    expect(fingerprintText('k7dq3mzpa2xw6rbt')).toBe('k7dq 3mzp a2xw 6rbt');
  });
});
