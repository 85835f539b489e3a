import * as v from 'valibot';
import { codecFor } from '@/lib/storage/envelope';
import { createEnvelopeStorage, type SetAsideProblem } from '@/lib/storage/envelope-storage';
import { createSafeStorage } from '@/lib/storage/safe-storage';

const KEY = 'predictoplay:game';
const NOW = 1_790_000_000_000;
type State = { coins: number };

function setup(getStorage: () => Storage | null = () => localStorage) {
  const problems: SetAsideProblem[] = [];
  const failures: unknown[] = [];
  const storage = createEnvelopeStorage<State>({
    codec: codecFor({ version: 1, schema: v.strictObject({ coins: v.number() }), migrations: {} }),
    storage: createSafeStorage(getStorage, (error) => failures.push(error)),
    now: () => NOW,
    onSetAside: (problem) => problems.push(problem),
  });
  return { storage, problems, failures };
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

describe('createEnvelopeStorage', () => {
  it('writes an envelope with a rev that counts writes', () => {
    const { storage } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    storage.setItem(KEY, { state: { coins: 2 }, version: 1 });
    expect(stored()).toEqual({ version: 1, rev: 2, state: { coins: 2 } });
  });

  it('never writes over data a newer app stored after this tab loaded, and keeps a copy aside', () => {
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    const future = JSON.stringify({ version: 7, rev: 3, state: { future: true } });
    localStorage.setItem(KEY, future);
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    storage.setItem(KEY, { state: { coins: 2 }, version: 1 });
    expect(localStorage.getItem(KEY)).toBe(future);
    expect(problems).toEqual([{ kind: 'set-aside', key: KEY, reason: 'newer-version', savedAs: `predictoplay:corrupt:game:${NOW}` }]);
    expect(localStorage.getItem(`predictoplay:corrupt:game:${NOW}`)).toBe(future);
  });

  it('copies aside unreadable text written after its read before writing over it', () => {
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, '{"broken":');
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    expect(localStorage.getItem(`predictoplay:corrupt:game:${NOW}`)).toBe('{"broken":');
    expect(problems).toEqual([{ kind: 'set-aside', key: KEY, reason: 'unreadable', savedAs: `predictoplay:corrupt:game:${NOW}` }]);
    expect(stored()).toEqual({ version: 1, rev: 1, state: { coins: 1 } });
  });

  it('does not copy aside twice what it already set aside on reading', () => {
    localStorage.setItem(KEY, '{"broken":');
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    expect(problems).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:corrupt:'))).toHaveLength(1);
  });

  it('reads back what it wrote', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev: 5, state: { coins: 9 } }));
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toEqual({ state: { coins: 9 }, version: 1 });
    storage.setItem(KEY, { state: { coins: 10 }, version: 1 });
    expect(stored().rev).toBe(6);
    expect(problems).toEqual([]);
  });

  it('never writes a key before it has been read', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev: 5, state: { coins: 9 } }));
    const { storage } = setup();
    storage.setItem(KEY, { state: { coins: 0 }, version: 1 });
    expect(stored().state).toEqual({ coins: 9 });
  });

  it('never writes a rev lower than the one stored by another tab', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev: 40, state: { coins: 3 } }));
    storage.setItem(KEY, { state: { coins: 4 }, version: 1 });
    expect(stored().rev).toBe(41);
  });

  it.each([
    ['broken JSON', '{"broken":', 'unreadable'],
    ['the wrong shape', '{"version":1,"rev":1,"state":{"coins":"lots"}}', 'wrong-shape'],
    ['a missing version', '{"rev":1,"state":{"coins":1}}', 'wrong-shape'],
  ] as const)('sets %s aside under predictoplay:corrupt and starts from defaults', (_, raw, reason) => {
    localStorage.setItem(KEY, raw);
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    const savedAs = `predictoplay:corrupt:game:${NOW}`;
    expect(localStorage.getItem(savedAs)).toBe(raw);
    expect(problems).toEqual([{ kind: 'set-aside', key: KEY, reason, savedAs }]);
    // The defaults may then be saved: the original is safe under its new key.
    storage.setItem(KEY, { state: { coins: 0 }, version: 1 });
    expect(stored().state).toEqual({ coins: 0 });
  });

  it('keeps data from a newer app where it is and never writes over it', () => {
    const raw = '{"version":999,"rev":1,"state":{"future":true}}';
    localStorage.setItem(KEY, raw);
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    storage.setItem(KEY, { state: { coins: 0 }, version: 1 });
    expect(localStorage.getItem(KEY)).toBe(raw);
    expect(localStorage.getItem(`predictoplay:corrupt:game:${NOW}`)).toBe(raw);
    expect(problems[0]?.reason).toBe('newer-version');
  });

  it('copies the same text aside once however often it is loaded, and names that copy each time', () => {
    const raw = '{"version":999,"rev":1,"state":{"future":true}}';
    localStorage.setItem(KEY, raw);
    const first = setup();
    first.storage.getItem(KEY);
    // A reload, or another tab, a minute later.
    const later = createEnvelopeStorage<State>({
      codec: codecFor({ version: 1, schema: v.strictObject({ coins: v.number() }), migrations: {} }),
      storage: createSafeStorage(() => localStorage, () => undefined),
      now: () => NOW + 60_000,
      onSetAside: (problem) => first.problems.push(problem),
    });
    later.getItem(KEY);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:corrupt:'))).toEqual([`predictoplay:corrupt:game:${NOW}`]);
    expect(first.problems.map((problem) => problem.savedAs)).toEqual([`predictoplay:corrupt:game:${NOW}`, `predictoplay:corrupt:game:${NOW}`]);
  });

  it('copies a different text aside beside an earlier copy, and ignores copies of other keys', () => {
    localStorage.setItem(`predictoplay:corrupt:game:${NOW - 1}`, '{"broken":');
    localStorage.setItem(`predictoplay:corrupt:session:${NOW - 1}`, '{"other":');
    localStorage.setItem(KEY, '{"other":');
    const { storage, problems } = setup();
    storage.getItem(KEY);
    expect(problems[0]?.savedAs).toBe(`predictoplay:corrupt:game:${NOW}`);
    expect(localStorage.getItem(`predictoplay:corrupt:game:${NOW}`)).toBe('{"other":');
    expect(localStorage.getItem(`predictoplay:corrupt:game:${NOW - 1}`)).toBe('{"broken":');
  });

  it('leaves broken data in place when it cannot copy it aside', () => {
    localStorage.setItem(KEY, '{"broken":');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { storage, problems } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    expect(problems[0]?.savedAs).toBeNull();
    jest.restoreAllMocks();
    storage.setItem(KEY, { state: { coins: 0 }, version: 1 });
    expect(localStorage.getItem(KEY)).toBe('{"broken":');
  });

  it('never throws when storage throws, is null or is full', () => {
    for (const getStorage of [
      () => {
        throw new Error('denied');
      },
      () => null,
    ]) {
      const { storage, failures } = setup(getStorage);
      expect(() => storage.getItem(KEY)).not.toThrow();
      expect(() => storage.setItem(KEY, { state: { coins: 1 }, version: 1 })).not.toThrow();
      expect(() => storage.removeItem(KEY)).not.toThrow();
      expect(failures.length).toBeGreaterThan(0);
    }
    const { storage, failures } = setup();
    storage.getItem(KEY);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.setItem(KEY, { state: { coins: 1 }, version: 1 })).not.toThrow();
    expect(failures).toHaveLength(1);
  });
});

describe('hasUnseen', () => {
  const writeFromOtherTab = (rev: number, coins = 1) =>
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev, state: { coins } }));

  it('is false before the key has been read, whatever is stored', () => {
    writeFromOtherTab(9);
    const { storage } = setup();
    expect(storage.hasUnseen(KEY)).toBe(false);
  });

  it('is false right after a read, and true once another tab stores a later rev', () => {
    writeFromOtherTab(5);
    const { storage } = setup();
    storage.getItem(KEY);
    expect(storage.hasUnseen(KEY)).toBe(false);
    writeFromOtherTab(6);
    expect(storage.hasUnseen(KEY)).toBe(true);
  });

  it('sees another tab’s write at the same rev as its own: that tab wrote before it heard of ours', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    writeFromOtherTab(stored().rev, 2);
    expect(storage.hasUnseen(KEY)).toBe(true);
  });

  it('is false after reading the newer rev', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    writeFromOtherTab(3);
    expect(storage.hasUnseen(KEY)).toBe(true);
    storage.getItem(KEY);
    expect(storage.hasUnseen(KEY)).toBe(false);
  });

  it('sees a first write by another tab to a key that was empty when read', () => {
    const { storage } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.hasUnseen(KEY)).toBe(false);
    writeFromOtherTab(1);
    expect(storage.hasUnseen(KEY)).toBe(true);
  });

  it('counts its own writes as seen', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    storage.setItem(KEY, { state: { coins: 2 }, version: 1 });
    expect(storage.hasUnseen(KEY)).toBe(false);
    writeFromOtherTab(stored().rev + 1);
    expect(storage.hasUnseen(KEY)).toBe(true);
  });

  it('sees an older value stored after its own write, and ignores an unreadable or removed one', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    storage.setItem(KEY, { state: { coins: 1 }, version: 1 });
    storage.setItem(KEY, { state: { coins: 2 }, version: 1 });
    // A tab two writes behind wrote over ours: what every other tab now reads, so it is adopted.
    writeFromOtherTab(1);
    expect(storage.hasUnseen(KEY)).toBe(true);
    localStorage.setItem(KEY, '{"broken":');
    expect(storage.hasUnseen(KEY)).toBe(false);
    localStorage.removeItem(KEY);
    expect(storage.hasUnseen(KEY)).toBe(false);
  });

  it('is false for a key frozen because it holds a newer app’s data', () => {
    localStorage.setItem(KEY, '{"version":999,"rev":1,"state":{"future":true}}');
    const { storage } = setup();
    storage.getItem(KEY);
    localStorage.setItem(KEY, '{"version":999,"rev":50,"state":{"future":true}}');
    expect(storage.hasUnseen(KEY)).toBe(false);
    writeFromOtherTab(60);
    expect(storage.hasUnseen(KEY)).toBe(false);
  });

  it('does not count a value it has just set aside as newer, so it is copied aside only once', () => {
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev: 3, state: { coins: 'lots' } }));
    const { storage } = setup();
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.hasUnseen(KEY)).toBe(false);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:corrupt:'))).toHaveLength(1);
  });

  it('is false when storage cannot be read', () => {
    const { storage } = setup();
    storage.getItem(KEY);
    writeFromOtherTab(4);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storage.hasUnseen(KEY)).not.toThrow();
    expect(storage.hasUnseen(KEY)).toBe(false);
  });

  it('tracks each key on its own', () => {
    const other = 'predictoplay:session';
    const { storage } = setup();
    storage.getItem(KEY);
    localStorage.setItem(other, JSON.stringify({ version: 1, rev: 7, state: { coins: 0 } }));
    expect(storage.hasUnseen(other)).toBe(false);
    storage.getItem(other);
    writeFromOtherTab(2);
    expect(storage.hasUnseen(KEY)).toBe(true);
    expect(storage.hasUnseen(other)).toBe(false);
  });
});

describe('revOf', () => {
  it('is the rev this tab last read or wrote, 0 before either', () => {
    const { storage } = setup();
    expect(storage.revOf(KEY)).toBe(0);
    localStorage.setItem(KEY, JSON.stringify({ version: 1, rev: 4, state: { coins: 1 } }));
    storage.getItem(KEY);
    expect(storage.revOf(KEY)).toBe(4);
    storage.setItem(KEY, { state: { coins: 2 }, version: 1 });
    expect(storage.revOf(KEY)).toBe(5);
  });
});
