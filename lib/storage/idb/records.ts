// Every stored record is wrapped as `{ v, rev, value }`: the version of its shape, its revision
// and the lib/model record itself. The revision sits beside the record rather than inside it so
// the model's strict schemas stay the one owner of a record's shape and memory holds plain model
// records; storage alone deals in revisions. Nothing read is trusted: each record is checked
// against its store's version and schema before it is used.

import * as v from 'valibot';
import { RECORD_SCHEMAS, RECORD_VERSIONS, type DataStore, type RecordValues } from './record-stores';

export interface StoredRecord<T> {
  /** The version of the record's shape (RECORD_VERSIONS). */
  v: number;
  /** Raised by one on every write, so a tab never writes over a record newer than the one it read. */
  rev: number;
  value: T;
}

type Wrapper = { v: number; rev: number; value: unknown };

/**
 * The wrapper, checked by hand: start-up reads every market and account, and a valibot object
 * per record for three fields cost a third of the check. Exactly `v`, `rev` and `value`: an extra
 * key is refused, as a strict schema would.
 */
function wrapperProblem(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'not an object';
  const keys = Object.keys(raw);
  if (keys.length !== 3 || !('v' in raw) || !('rev' in raw) || !('value' in raw)) return `keys ${keys.join(', ')}`;
  const { v: version, rev } = raw as Wrapper;
  if (!Number.isSafeInteger(version) || version < 1) return 'v: not a version';
  if (!Number.isSafeInteger(rev) || rev < 0) return 'rev: not a revision';
  return null;
}

export function wrapRecord<S extends DataStore>(store: S, value: RecordValues[S], rev: number): StoredRecord<RecordValues[S]> {
  return { v: RECORD_VERSIONS[store], rev, value };
}

export type RecordProblem = 'invalid' | 'newer-version';

export type CheckedRecord<T> = { ok: true; value: T; rev: number } | { ok: false; reason: RecordProblem; problem: string };

function issuesText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** What a stored record is, checked: its model record and rev, or why it cannot be used. */
export function checkRecord<S extends DataStore>(store: S, raw: unknown): CheckedRecord<RecordValues[S]> {
  const wrong = wrapperProblem(raw);
  if (wrong !== null) return { ok: false, reason: 'invalid', problem: `Not a stored record: ${wrong}` };
  const { v: version, rev, value } = raw as Wrapper;
  const current = RECORD_VERSIONS[store];
  if (version > current) return { ok: false, reason: 'newer-version', problem: `Record version ${version} is newer than ${current}` };
  // Every store is at its first version, so there is nothing older to upgrade yet: a record's
  // upgrade steps go here, frozen like the envelope's, when a shape changes.
  if (version < current) return { ok: false, reason: 'invalid', problem: `Record version ${version} has no upgrade to ${current}` };
  const schema: v.GenericSchema<unknown, RecordValues[S]> = RECORD_SCHEMAS[store];
  const checked = v.safeParse(schema, value);
  if (!checked.success) return { ok: false, reason: 'invalid', problem: issuesText(checked.issues) };
  return { ok: true, value: checked.output, rev };
}
