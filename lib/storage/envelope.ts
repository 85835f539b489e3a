// Decodes and encodes the stored envelope `{ version, rev, state }`. Decoding parses the JSON,
// refuses versions newer than this app, migrates older ones step by step and only then
// validates the state, so nothing unchecked ever reaches a store.

import * as v from 'valibot';
import { parseJson } from '../json/parse-json';
import { envelopeSchema } from './envelope-schema';
import { runMigrations, type MigrationSteps } from './migrations';

export interface Envelope<S> {
  version: number;
  rev: number;
  state: S;
}

export interface EnvelopeSpec<S> {
  version: number;
  /** Checks the stored form of the current version and turns it into the state. */
  schema: v.GenericSchema<unknown, S>;
  migrations: MigrationSteps;
  /** The JSON text of a state's stored form, when it is not `JSON.stringify(state)`. */
  stateText?: (state: S) => string;
}

export type DecodeFailure = 'unreadable' | 'wrong-shape' | 'newer-version';

export type DecodeResult<S> =
  | { ok: true; state: S; rev: number; fromVersion: number }
  | { ok: false; reason: DecodeFailure };

export function decodeEnvelope<S>(raw: string, spec: EnvelopeSpec<S>): DecodeResult<S> {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, reason: 'unreadable' };
  const envelope = v.safeParse(envelopeSchema, json.value);
  if (!envelope.success) return { ok: false, reason: 'wrong-shape' };
  const { version, rev, state } = envelope.output;
  if (version > spec.version) return { ok: false, reason: 'newer-version' };
  let migrated: ReturnType<typeof runMigrations>;
  try {
    migrated = runMigrations(state, version, spec.version, spec.migrations);
  } catch {
    // A step that throws met data it cannot upgrade: the same as a wrong shape.
    return { ok: false, reason: 'wrong-shape' };
  }
  if (!migrated.ok) return { ok: false, reason: 'wrong-shape' };
  const checked = v.safeParse(spec.schema, migrated.state);
  if (!checked.success) return { ok: false, reason: 'wrong-shape' };
  return { ok: true, state: checked.output, rev, fromVersion: version };
}

export function encodeEnvelope<S>(envelope: Envelope<S>): string {
  return JSON.stringify(envelope);
}

/** The stored text of a state at the spec's version. */
export function encodeState<S>(spec: EnvelopeSpec<S>, rev: number, state: S): string {
  if (!spec.stateText) return encodeEnvelope({ version: spec.version, rev, state });
  // The same text encodeEnvelope writes: the head first, then the state.
  return ['{"version":', spec.version, ',"rev":', rev, ',"state":', spec.stateText(state), '}'].join('');
}

// encodeEnvelope always writes the head first, so most texts are peeked at without parsing the
// whole state: with 10,000 positions stored that parse would cost more than the write itself.
const HEAD = /^\{"version":(\d{1,15}),"rev":(\d{1,15}),"state":/;

/** The version and rev of whatever is stored, without migrating or validating its state. */
export function peekHead(raw: string | null): { version: number; rev: number } | null {
  if (raw === null) return null;
  const head = raw.endsWith('}') ? HEAD.exec(raw.slice(0, 64)) : null;
  if (head) {
    const version = Number(head[1]);
    if (version >= 1) return { version, rev: Number(head[2]) };
  }
  const json = parseJson(raw);
  if (!json.ok) return null;
  const envelope = v.safeParse(envelopeSchema, json.value);
  return envelope.success ? { version: envelope.output.version, rev: envelope.output.rev } : null;
}


/** What the storage adapter needs of a spec: loaded on demand, so its checks stay out of first load. */
export interface Codec<S> {
  version: number;
  decode(raw: string): DecodeResult<S>;
  encode(rev: number, state: S): string;
  head(raw: string | null): { version: number; rev: number } | null;
}

export function codecFor<S>(spec: EnvelopeSpec<S>): Codec<S> {
  return {
    version: spec.version,
    decode: (raw) => decodeEnvelope(raw, spec),
    encode: (rev, state) => encodeState(spec, rev, state),
    head: peekHead,
  };
}
