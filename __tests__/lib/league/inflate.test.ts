import { deflateRaw, inflateRaw, MAX_INFLATED_BYTES } from '@/lib/league/inflate';

describe('raw deflate', () => {
  it('inflates what it deflated', async () => {
    const bytes = new TextEncoder().encode('Will it rain tomorrow? '.repeat(500));
    const packed = await deflateRaw(bytes);
    expect(packed.length).toBeLessThan(bytes.length / 10);
    const inflated = await inflateRaw(packed);
    expect(inflated.ok && new TextDecoder().decode(inflated.bytes)).toBe(new TextDecoder().decode(bytes));
  });

  it('gives up past the limit instead of inflating a bomb', async () => {
    const bomb = await deflateRaw(new Uint8Array(MAX_INFLATED_BYTES * 4));
    expect(bomb.length).toBeLessThan(10_000);
    expect(await inflateRaw(bomb)).toEqual({ ok: false, reason: 'too-large' });
    expect(await inflateRaw(await deflateRaw(new Uint8Array(2000)), 1000)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('inflates exactly the limit', async () => {
    const result = await inflateRaw(await deflateRaw(new Uint8Array(1000)), 1000);
    expect(result.ok && result.bytes.length).toBe(1000);
  });

  it('calls a corrupt or cut-off stream malformed', async () => {
    expect(await inflateRaw(Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x12]))).toEqual({ ok: false, reason: 'malformed' });
    const packed = await deflateRaw(new TextEncoder().encode('Will it rain tomorrow? '.repeat(50)));
    expect(await inflateRaw(packed.slice(0, packed.length - 4))).toEqual({ ok: false, reason: 'malformed' });
  });
});
