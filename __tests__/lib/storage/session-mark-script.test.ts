import fc from 'fast-check';
import { holdsNoSession, NO_SESSION, SESSION_MARK_ATTRIBUTE, sessionMarkScript } from '@/lib/storage/session-mark-script';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useSessionStore } from '@/lib/store/session-store';

/** Runs the inline script as the page's parser would, and reads the mark it left. */
function runScript(): string | null {
  // The script is the page's own text, run as the browser runs it.
  new Function(sessionMarkScript())();
  return document.documentElement.getAttribute(SESSION_MARK_ATTRIBUTE);
}

/** Waits until the session store's write of `accountId` has reached localStorage. */
async function storedSession(accountId: string | null): Promise<string> {
  useSessionStore.setState({ accountId });
  for (let tries = 0; tries < 50; tries += 1) {
    const stored = window.localStorage.getItem(STORAGE_KEYS.session);
    if (stored !== null && stored.includes(JSON.stringify({ accountId }))) return stored;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the session was never written');
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SESSION_MARK_ATTRIBUTE);
});

describe('the mark of a browser holding no login, set before the first paint', () => {
  it('marks a browser that has never stored a session', () => {
    expect(runScript()).toBe(NO_SESSION);
  });

  it('marks a session the store saved logged out, and not one it saved logged in', async () => {
    await useSessionStore.persist.rehydrate();
    await storedSession('account-1');
    expect(runScript()).toBeNull();
    await storedSession(null);
    expect(runScript()).toBe(NO_SESSION);
  });

  it('leaves the mark off when the stored text cannot be read as logged out', () => {
    window.localStorage.setItem(STORAGE_KEYS.session, 'not json at all');
    expect(runScript()).toBeNull();
  });

  it('leaves the mark off, and throws nothing, when storage refuses to be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runScript()).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });

  it('the inline script follows holdsNoSession for any stored text', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.constant('{"version":1,"rev":2,"state":{"accountId":null}}')), { nil: null }), (stored) => {
        window.localStorage.clear();
        document.documentElement.removeAttribute(SESSION_MARK_ATTRIBUTE);
        if (stored !== null) window.localStorage.setItem(STORAGE_KEYS.session, stored);
        expect(runScript() === NO_SESSION).toBe(holdsNoSession(stored));
      }),
    );
  });
});
