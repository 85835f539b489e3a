// An in-memory Cache Storage for the share target's tests: named caches of responses by key,
// enough for the worker that keeps a share and the page that reads it once.

export interface FakeCaches {
  open(name: string): Promise<{
    put(key: string, response: Response): Promise<void>;
    match(key: string): Promise<Response | undefined>;
    delete(key: string): Promise<boolean>;
  }>;
  /** The keys each cache holds now. */
  keys(name: string): string[];
}

export function fakeCaches(): FakeCaches {
  const caches = new Map<string, Map<string, Response>>();
  const cacheNamed = (name: string) => {
    const cache = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, cache);
    return cache;
  };
  return {
    async open(name) {
      const cache = cacheNamed(name);
      return {
        async put(key, response) {
          cache.set(key, response);
        },
        async match(key) {
          return cache.get(key)?.clone();
        },
        async delete(key) {
          return cache.delete(key);
        },
      };
    },
    keys: (name) => [...cacheNamed(name).keys()],
  };
}
