import { render, screen } from '@testing-library/react';
import { TrendingPredictions } from '@/components/home/trending-predictions';
import { useClockStore } from '@/lib/store/clock-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

// A fixed clock: the samples are seeded relative to it, and the list shows those still open at it.
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const T20 = 'Will India win the next T20 international against Australia?';

describe('Home’s list after start-up', () => {
  it('is drawn in a render of its own after the stores are read, the preview standing until then', async () => {
    // Outside act, as a browser runs it: the stores' update is urgent, the list is not (useDeferredValue),
    // so its cards are built in slices of a few milliseconds rather than in the store update's own task.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      render(<TrendingPredictions query="" onQueryChange={() => undefined} preview={<p>{'the exported first cards'}</p>} />);
      useClockStore.setState({ now: NOW });
      await hydrateStores(NOW);
      await Promise.resolve();
      expect(screen.getByText('the exported first cards')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: T20 })).toBeInTheDocument();
      expect(screen.queryByText('the exported first cards')).toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
