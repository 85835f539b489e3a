// Every localStorage call goes through here. Private windows, disabled storage and full disks
// throw or hand back null; each failure is reported and survived, never thrown at the caller.

export type ReadResult = { ok: true; value: string | null } | { ok: false };

export interface SafeStorage {
  read(key: string): ReadResult;
  /** True when the value was saved. */
  write(key: string, value: string): boolean;
  remove(key: string): boolean;
  /** Every key stored; none when storage cannot be read. */
  keys(): string[];
}

export function createSafeStorage(
  getStorage: () => Storage | null | undefined,
  onFailure: (error: unknown) => void,
): SafeStorage {
  function attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = getStorage();
      if (!storage) throw new Error('localStorage is not available');
      return action(storage);
    } catch (error) {
      onFailure(error);
      return fallback;
    }
  }
  return {
    read: (key) => attempt<ReadResult>((storage) => ({ ok: true, value: storage.getItem(key) }), { ok: false }),
    write: (key, value) =>
      attempt((storage) => {
        storage.setItem(key, value);
        return true;
      }, false),
    remove: (key) =>
      attempt((storage) => {
        storage.removeItem(key);
        return true;
      }, false),
    keys: () =>
      attempt((storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null), []),
  };
}
