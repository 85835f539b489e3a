import { DEPLOY_KEY, registerServiceWorker, UPDATED_MESSAGE, type ServiceWorkerEnvironment } from '@/lib/store/service-worker';
import { takeToasts, useToastStore } from '@/lib/store/toast-store';

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
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
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
    expect(fake.register).toHaveBeenCalledWith('/sw.js');
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
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    await expect(registerServiceWorker({ ...fake.env, storage: refusing })).resolves.toBeUndefined();
    expect(toastMessages()).toEqual([]);
  });
});
