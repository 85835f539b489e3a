import { renderHook, waitFor } from '@testing-library/react';
import { useSharedIntake } from '@/components/hooks/use-shared-intake';

describe('useSharedIntake', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands over what was shared into the page once it is read', async () => {
    window.history.replaceState(null, '', '/leagues?text=Asha%3A%20https%3A%2F%2Fx.test%2Fleagues%23picks%3Dabc');

    const { result } = renderHook(() => useSharedIntake(), { reactStrictMode: true });

    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual({ text: 'Asha: https://x.test/leagues#picks=abc', file: null }));
  });

  it('reads a kept share once, even when development runs the effect twice', async () => {
    window.history.replaceState(null, '', '/leagues?collect=shared');
    const kept = new Map([['/shared/text', 'Asha: https://x.test/leagues#picks=abc']]);
    const cache = {
      match: async (key: string) => {
        const text = kept.get(key);
        return text === undefined ? undefined : { headers: { get: () => null }, text: async () => text, arrayBuffer: async () => new ArrayBuffer(0) };
      },
      delete: async (key: string) => kept.delete(key),
    };
    const open = jest.fn(async () => cache);
    Object.defineProperty(globalThis, 'caches', { value: { open }, configurable: true });
    try {
      const { result } = renderHook(() => useSharedIntake(), { reactStrictMode: true });
      await waitFor(() => expect(result.current).toEqual({ text: 'Asha: https://x.test/leagues#picks=abc', file: null }));
      expect(kept.size).toBe(0);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });

  it('is null when nothing was shared', async () => {
    window.history.replaceState(null, '', '/leagues');
    const { result } = renderHook(() => useSharedIntake());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBeNull();
  });
});
