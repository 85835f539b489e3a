import { STORAGE_KEYS } from '@/lib/storage/keys';
import { createSafeStorage } from '@/lib/storage/safe-storage';
import { browserStorage } from '@/lib/store/browser-storage';
import { UPDATED_MESSAGE } from '@/lib/deploy/deploy-words';
import { registerServiceWorker, type ServiceWorkerEnvironment } from '@/lib/store/service-worker';
import { takeToasts, useToastStore } from '@/lib/store/toast-store';

const DEPLOY_KEY = STORAGE_KEYS.deploy;

interface Situation {
  controlled: boolean;
  waiting?: boolean;
  busy?: boolean;
  deployId?: string;
  lastSeen?: string;
}

function world({ controlled, waiting = false, busy = false, deployId = 'deploy-2', lastSeen }: Situation) {
  const listeners: Array<() => void> = [];
  const postMessage = jest.fn();
  const register = jest.fn(async () => ({ waiting: waiting ? { postMessage } : null }) as unknown as ServiceWorkerRegistration);
  const reload = jest.fn();
  const stored = new Map<string, string>(lastSeen === undefined ? [] : [[DEPLOY_KEY, lastSeen]]);
  const env: ServiceWorkerEnvironment = {
    container: {
      controller: controlled ? ({} as ServiceWorker) : null,
      register,
      addEventListener: ((type: string, listener: () => void) => {
        if (type === 'controllerchange') listeners.push(listener);
      }) as ServiceWorkerContainer['addEventListener'],
    },
    deployId,
    storage: {
      read: (key) => ({ ok: true, value: stored.get(key) ?? null }),
      write: (key, value) => {
        stored.set(key, value);
        return true;
      },
    },
    isBusy: () => busy,
    reload,
  };
  return { env, register, stored, postMessage, reload, changeController: () => listeners.forEach((listener) => listener()) };
}

const toastMessages = () => takeToasts().map((toast) => toast.message);

beforeEach(() => useToastStore.setState({ queue: [], nextId: 1 }));

describe('registerServiceWorker', () => {
  it('registers the generated worker and writes nothing on a page no worker serves yet', async () => {
    const fake = world({ controlled: false, lastSeen: undefined });
    await registerServiceWorker(fake.env);
    expect(fake.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(fake.stored.size).toBe(0);
    expect(toastMessages()).toEqual([]);
  });

  it('leaves the first visit alone, even when the new worker claims the page', async () => {
    const fake = world({ controlled: false, waiting: true });
    await registerServiceWorker(fake.env);
    fake.changeController();
    expect(fake.postMessage).not.toHaveBeenCalled();
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('lets a waiting deploy take over at the start of a visit and reloads once on it', async () => {
    const fake = world({ controlled: true, waiting: true });
    await registerServiceWorker(fake.env);
    expect(fake.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(fake.reload).not.toHaveBeenCalled();
    fake.changeController();
    expect(fake.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a waiting deploy waiting while a dialog such as a bet is open', async () => {
    const fake = world({ controlled: true, waiting: true, busy: true });
    await registerServiceWorker(fake.env);
    fake.changeController();
    expect(fake.postMessage).not.toHaveBeenCalled();
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('says Updated on the first page of a new deploy, once', async () => {
    const fake = world({ controlled: true, deployId: 'deploy-2', lastSeen: 'deploy-1' });
    await registerServiceWorker(fake.env);
    expect(toastMessages()).toEqual([UPDATED_MESSAGE]);
    expect(fake.stored.get(DEPLOY_KEY)).toBe('deploy-2');

    await registerServiceWorker(fake.env);
    expect(toastMessages()).toEqual([]);
  });

  it('says nothing on the first deploy a browser runs, and remembers it', async () => {
    const fake = world({ controlled: true });
    await registerServiceWorker(fake.env);
    expect(toastMessages()).toEqual([]);
    expect(fake.stored.get(DEPLOY_KEY)).toBe('deploy-2');
  });

  it('survives a storage that refuses, only without the toast', async () => {
    const fake = world({ controlled: true, lastSeen: 'deploy-1' });
    const onFailure = jest.fn();
    const refusing = createSafeStorage(() => {
      throw new Error('denied');
    }, onFailure);
    await expect(registerServiceWorker({ ...fake.env, storage: refusing })).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
    expect(onFailure).toHaveBeenCalled();
  });
});

describe('registerServiceWorker in the browser', () => {
  const serviceWorker = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');

  afterEach(() => {
    if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', serviceWorker);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    document.head.innerHTML = '';
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('keeps the deploy under its key from the key list, through the safe storage every store uses', async () => {
    const container = { controller: {}, register: jest.fn(async () => ({ waiting: null })), addEventListener: jest.fn() };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    document.head.innerHTML = '<meta name="predictoplay-deploy" content="deploy-2">';
    localStorage.setItem(DEPLOY_KEY, 'deploy-1');
    const read = jest.spyOn(browserStorage, 'read');
    const write = jest.spyOn(browserStorage, 'write');

    await registerServiceWorker();

    expect(read).toHaveBeenCalledWith(DEPLOY_KEY);
    expect(write).toHaveBeenCalledWith(DEPLOY_KEY, 'deploy-2');
    expect(localStorage.getItem(DEPLOY_KEY)).toBe('deploy-2');
    expect(toastMessages()).toEqual([UPDATED_MESSAGE]);
  });
});

describe('registerServiceWorker on a Hindi page', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_LOCALE;
  });

  it('registers the Hindi pages’ own worker, scoped to /hi', async () => {
    process.env.NEXT_PUBLIC_LOCALE = 'hi';
    let register: typeof registerServiceWorker = registerServiceWorker;
    jest.isolateModules(() => {
      register = (jest.requireActual('@/lib/store/service-worker') as typeof import('@/lib/store/service-worker')).registerServiceWorker;
    });
    const fake = world({ controlled: false });
    await register(fake.env);
    expect(fake.register).toHaveBeenCalledWith('/sw-hi.js', { scope: '/hi' });
  });
});
