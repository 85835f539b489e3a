import { render, screen } from '@testing-library/react';
import { TrendingPredictions } from '@/components/home/trending-predictions';
import { useClockStore } from '@/lib/store/clock-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { outsideAct, shownAfterTheUrgentRender } from '../urgent-render';

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
    // The stores' update is urgent, the list is not (useDeferredValue): its cards are built in
    // slices of a few milliseconds rather than in the store update's own task.
    await outsideAct(async () => {
      render(<TrendingPredictions query="" onQueryChange={() => undefined} preview={<p>{'the exported first cards'}</p>} />);
      useClockStore.setState({ now: NOW });
      const previewKept = shownAfterTheUrgentRender('the exported first cards');
      await hydrateStores(NOW);
      expect(await previewKept).toBe(true);
      expect(await screen.findByRole('link', { name: T20 })).toBeInTheDocument();
      expect(screen.queryByText('the exported first cards')).toBeNull();
    });
  });
});
