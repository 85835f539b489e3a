// The adapter between zustand's persist and localStorage. It stores `{ version, rev, state }`,
// sets aside anything it cannot use under `predictoplay:corrupt:...` (once per text) before the
// store starts from defaults, never writes a key before it has been read, never overwrites data
// from a newer app, and never throws: a failed write leaves the store's in-memory state as it was.

import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { Codec, DecodeFailure } from './envelope';
import { corruptKeyFor, corruptPrefixFor } from './keys';
import type { SafeStorage } from './safe-storage';

export interface SetAsideProblem {
  kind: 'set-aside';
  key: string;
  reason: DecodeFailure;
  /** Where the original text now is; null when even the copy could not be written. */
  savedAs: string | null;
}

export interface EnvelopeStorageOptions<S> {
  /** The codec, or how to load it: nothing is read or written before it is at hand. */
  codec: Codec<S> | (() => Promise<Codec<S>>);
  storage: SafeStorage;
  now: () => number;
  onSetAside: (problem: SetAsideProblem) => void;
}

export interface EnvelopeStorage<S> extends PersistStorage<S> {
  /**
   * True when a readable value this tab has neither read nor written is stored: another tab wrote
   * it. Its rev may be no higher than ours when that tab wrote before it heard of our write; it
   * is adopted all the same (and the store rebases its own recent changes onto it), since it is
   * what every other tab now reads.
   */
  hasUnseen(name: string): boolean;
  /** The rev this tab last read or wrote, 0 before either. */
  revOf(name: string): number;
  /**
   * Whether this tab's latest write of `name` reached storage: false when it was refused (storage
   * full, unavailable, a newer app's data, or before the first read), true otherwise.
   */
  lastWriteSaved(name: string): boolean;
}

export function createEnvelopeStorage<S>({ codec: codecOrLoad, storage, now, onSetAside }: EnvelopeStorageOptions<S>): EnvelopeStorage<S> {
  let codec = typeof codecOrLoad === 'function' ? null : codecOrLoad;
  const peekRev = (raw: string | null) => codec?.head(raw)?.rev ?? 0;
  const loaded = new Set<string>();
  const frozen = new Set<string>();
  const revs = new Map<string, number>();
  /** The raw text this tab last read or wrote per key: anything else found there came from elsewhere. */
  const seen = new Map<string, string | null>();
  /** Keys whose latest write did not reach storage. */
  const unsaved = new Set<string>();

  function setAside(key: string, raw: string): string | null {
    // The same text kept aside before (on an earlier load, or by another tab) is not copied
    // again: a newer app's data stays in place, and a copy on every load would fill the quota.
    const prefix = corruptPrefixFor(key);
    const earlier = storage.keys().find((candidate) => {
      if (!candidate.startsWith(prefix)) return false;
      const kept = storage.read(candidate);
      return kept.ok && kept.value === raw;
    });
    if (earlier) return earlier;
    const savedAs = corruptKeyFor(key, now());
    return storage.write(savedAs, raw) ? savedAs : null;
  }

  function readItem(codec: Codec<S>, name: string): StorageValue<S> | null {
    loaded.add(name);
    const read = storage.read(name);
    if (read.ok) seen.set(name, read.value);
    if (!read.ok || read.value === null) return null;
    const decoded = codec.decode(read.value);
    if (decoded.ok) {
      revs.set(name, decoded.rev);
      return { state: decoded.state, version: codec.version };
    }
    const savedAs = setAside(name, read.value);
    // It is seen now, so it is not adopted again; its rev still counts, so no write goes below it.
    revs.set(name, peekRev(read.value));
    // Newer data belongs to a newer app; data we failed to copy must stay where it is.
    if (decoded.reason === 'newer-version' || savedAs === null) frozen.add(name);
    onSetAside({ kind: 'set-aside', key: name, reason: decoded.reason, savedAs });
    return null;
  }

  return {
    hasUnseen(name) {
      if (!loaded.has(name) || frozen.has(name)) return false;
      const stored = storage.read(name);
      // A cleared key has nothing to adopt; unreadable text is copied aside before any write.
      if (!stored.ok || stored.value === null || stored.value === seen.get(name)) return false;
      return codec?.head(stored.value) != null;
    },
    revOf(name) {
      return revs.get(name) ?? 0;
    },
    lastWriteSaved(name) {
      return !unsaved.has(name);
    },
    getItem(name) {
      if (codec) return readItem(codec, name);
      const load = codecOrLoad as () => Promise<Codec<S>>;
      return load().then((ready) => {
        codec = ready;
        return readItem(ready, name);
      });
    },
    setItem(name, value) {
      unsaved.add(name);
      if (!codec || !loaded.has(name) || frozen.has(name)) return;
      const stored = storage.read(name);
      const head = stored.ok ? codec.head(stored.value) : null;
      if (stored.ok && stored.value !== null && head && head.version > codec.version) {
        // A newer app wrote here after this tab loaded: keep a copy aside and never write over it.
        frozen.add(name);
        onSetAside({ kind: 'set-aside', key: name, reason: 'newer-version', savedAs: setAside(name, stored.value) });
        return;
      }
      if (stored.ok && stored.value !== null && head === null && stored.value !== seen.get(name)) {
        // Unreadable text written after this tab's read: copied aside before it is written over.
        const savedAs = setAside(name, stored.value);
        onSetAside({ kind: 'set-aside', key: name, reason: 'unreadable', savedAs });
        if (savedAs === null) {
          frozen.add(name);
          return;
        }
      }
      const rev = Math.max(revs.get(name) ?? 0, head?.rev ?? 0) + 1;
      const text = codec.encode(rev, value.state);
      if (storage.write(name, text)) {
        revs.set(name, rev);
        seen.set(name, text);
        unsaved.delete(name);
      }
    },
    removeItem(name) {
      storage.remove(name);
    },
  };
}
