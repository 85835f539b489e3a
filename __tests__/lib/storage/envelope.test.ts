import * as v from 'valibot';
import { decodeEnvelope, encodeEnvelope, encodeState, peekHead, type EnvelopeSpec } from '@/lib/storage/envelope';

const schema = v.strictObject({ coins: v.number() });
const spec: EnvelopeSpec<{ coins: number }> = {
  version: 2,
  schema,
  migrations: { 1: (state) => ({ coins: (state as { gold: number }).gold }) },
};

describe('decodeEnvelope', () => {
  it('reads a valid envelope of the current version', () => {
    expect(decodeEnvelope('{"version":2,"rev":7,"state":{"coins":5}}', spec)).toEqual({
      ok: true,
      state: { coins: 5 },
      rev: 7,
      fromVersion: 2,
    });
  });

  it('migrates an older version before validating it', () => {
    expect(decodeEnvelope('{"version":1,"rev":3,"state":{"gold":9}}', spec)).toMatchObject({ ok: true, state: { coins: 9 }, fromVersion: 1 });
  });

  it('calls broken JSON unreadable', () => {
    expect(decodeEnvelope('{"broken":', spec)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it.each([
    ['a state of the wrong shape', '{"version":2,"rev":1,"state":{"coins":"many"}}'],
    ['a state with an extra key', '{"version":2,"rev":1,"state":{"coins":1,"setState":"x"}}'],
    ['valid JSON that is no envelope', '{"coins":5}'],
    ['a missing version', '{"rev":1,"state":{"coins":1}}'],
    ['a string version', '{"version":"2","rev":1,"state":{"coins":1}}'],
    ['a negative rev', '{"version":2,"rev":-1,"state":{"coins":1}}'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['a migration that meets bad data', '{"version":1,"rev":1,"state":null}'],
  ])('rejects %s as the wrong shape', (_, raw) => {
    expect(decodeEnvelope(raw, spec)).toEqual({ ok: false, reason: 'wrong-shape' });
  });

  it('refuses a version newer than the app', () => {
    expect(decodeEnvelope('{"version":999,"rev":1,"state":{"coins":1}}', spec)).toEqual({ ok: false, reason: 'newer-version' });
  });

  it('fails when a step in the chain is missing', () => {
    const gappy = { ...spec, version: 3 };
    expect(decodeEnvelope('{"version":1,"rev":1,"state":{"gold":1}}', gappy)).toEqual({ ok: false, reason: 'wrong-shape' });
  });
});

describe('encodeEnvelope and peekHead', () => {
  it('round-trips an envelope', () => {
    const raw = encodeEnvelope({ version: 2, rev: 4, state: { coins: 1 } });
    expect(decodeEnvelope(raw, spec)).toMatchObject({ ok: true, rev: 4 });
    expect(peekHead(raw)?.rev).toBe(4);
  });

  it('peeks 0 for nothing or garbage', () => {
    expect(peekHead(null)?.rev ?? 0).toBe(0);
    expect(peekHead('{"broken":')?.rev ?? 0).toBe(0);
  });
});

describe('peekHead', () => {
  it('reads the head of what encodeEnvelope wrote without parsing the state', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const raw = encodeEnvelope({ version: 5, rev: 12, state: { big: 'x'.repeat(10_000) } });
    expect(peekHead(raw)).toEqual({ version: 5, rev: 12 });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('parses anything else in full, and finds no head in text that is not an envelope', () => {
    expect(peekHead('{ "rev": 3, "version": 2, "state": {} }')).toEqual({ version: 2, rev: 3 });
    expect(peekHead('{"version":5,"rev":12,"state":{"cut short"')).toBeNull();
    expect(peekHead('{"version":0,"rev":1,"state":{}}')).toBeNull();
    expect(peekHead(null)).toBeNull();
  });
});

describe('encodeState', () => {
  it('stores the spec\'s stored form of a state at the spec\'s version', () => {
    const packing: EnvelopeSpec<{ coins: number }> = { ...spec, stateText: (state) => JSON.stringify([state.coins]) };
    expect(JSON.parse(encodeState(packing, 3, { coins: 7 }))).toEqual({ version: spec.version, rev: 3, state: [7] });
    expect(JSON.parse(encodeState(spec, 3, { coins: 7 }))).toEqual({ version: spec.version, rev: 3, state: { coins: 7 } });
  });
});
