import { act, render } from '@testing-library/react';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';

/** What another tab stores while this page sits in the back/forward cache, hearing nothing. */
function otherTabChangesBonus(dailyBonus: number) {
  const envelope = JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null');
  envelope.rev += 1;
  envelope.state.settings = { ...envelope.state.settings, dailyBonus };
  localStorage.setItem(STORAGE_KEYS.game, JSON.stringify(envelope));
}

async function renderHydrated() {
  render(<StoreHydrator />);
  await act(async () => {
    while (!useHydrationStore.getState().game || useGameStore.getState().seededAt === null) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('StoreHydrator', () => {
  it('re-reads storage when the page comes back from the back/forward cache', async () => {
    await renderHydrated();
    otherTabChangesBonus(80);
    expect(useGameStore.getState().settings.dailyBonus).toBe(50);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(useGameStore.getState().settings.dailyBonus).toBe(80);
  });

  it('leaves a first pageshow alone: the page has just loaded what is stored', async () => {
    await renderHydrated();
    otherTabChangesBonus(80);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(useGameStore.getState().settings.dailyBonus).toBe(50);
  });
});
