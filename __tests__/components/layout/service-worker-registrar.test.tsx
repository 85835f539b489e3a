import { render } from '@testing-library/react';
import { ServiceWorkerRegistrar } from '@/components/layout/service-worker-registrar';

describe('ServiceWorkerRegistrar', () => {
  it('never registers a service worker during a Jest run, even once the page has loaded', async () => {
    const register = jest.fn(async () => ({ waiting: null }));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register, controller: null, addEventListener: jest.fn() }, configurable: true });
    try {
      jest.useFakeTimers();
      render(<ServiceWorkerRegistrar />);
      window.dispatchEvent(new Event('load'));
      // Past the pause after load that production waits before registering.
      jest.advanceTimersByTime(10_000);
      jest.useRealTimers();
      // Long enough for the lazily imported registration to have run, were it allowed to.
      await import('@/lib/store/service-worker');
      for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(register).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
