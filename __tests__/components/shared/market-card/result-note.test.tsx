// An ended practice question says who gives its result instead of waiting silently; a player's
// tutorial says its coin is being tossed, then how it landed. A league's question says neither.

import { render, screen } from '@testing-library/react';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { inHindi } from '../../../i18n/hindi';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ADMIN_NOTE = "Practice questions are settled by this browser's admin";
const market = (overrides: Partial<Market> = {}): Market => ({
  id: '9',
  leagueId: null,
  question: 'Will it rain 50 mm in Mumbai?',
  category: 'News',
  endTime: new Date(NOW - 60_000).toISOString(),
  isResolved: false,
  totalYes: 0,
  totalNo: 0,
  totalPool: 0,
  yesCoins: 0,
  noCoins: 0,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('who gives an ended question its result', () => {
  it('names this browser’s admin on an ended practice question', () => {
    render(<PredictionCard market={market()} />);
    expect(screen.getByText(ADMIN_NOTE)).toBeInTheDocument();
  });

  it('says nothing while it is open, once it has its result, or for a league’s question', () => {
    const { rerender } = render(<PredictionCard market={market({ endTime: new Date(NOW + 60_000).toISOString() })} />);
    expect(screen.queryByText(ADMIN_NOTE)).not.toBeInTheDocument();
    rerender(<PredictionCard market={market({ isResolved: true, outcome: 'YES', resolvedAt: new Date(NOW).toISOString() })} />);
    expect(screen.queryByText(ADMIN_NOTE)).not.toBeInTheDocument();
    rerender(<PredictionCard market={market({ id: 'abcdefghijklmnop.1', leagueId: 'abcdefghijklmnop' })} />);
    expect(screen.queryByText(ADMIN_NOTE)).not.toBeInTheDocument();
  });

  it('says a tutorial’s coin is being tossed, then how it landed', () => {
    const { rerender } = render(<PredictionCard market={market({ tutorialFor: 'ann' })} />);
    expect(screen.getByText("Time's up: the practice coin is being tossed")).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_NOTE)).not.toBeInTheDocument();
    const at = new Date(NOW).toISOString();
    rerender(<PredictionCard market={market({ tutorialFor: 'ann', isResolved: true, outcome: 'NO', resolvedAt: at, coinDraw: { byte: 200, drawnAt: at } })} />);
    expect(screen.getByText('The coin landed tails.')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inHindi();

    it('says the same in Hindi', () => {
      const { rerender } = render(<PredictionCard market={market()} />);
      expect(screen.getByText('प्रैक्टिस सवालों का नतीजा इस ब्राउज़र का एडमिन देता है')).toBeInTheDocument();
      const at = new Date(NOW).toISOString();
      rerender(<PredictionCard market={market({ tutorialFor: 'ann', isResolved: true, outcome: 'YES', resolvedAt: at, coinDraw: { byte: 3, drawnAt: at } })} />);
      expect(screen.getByText('सिक्का चित आया।')).toBeInTheDocument();
    });
  });
});
