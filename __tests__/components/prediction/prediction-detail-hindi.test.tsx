import { render, screen, within } from '@testing-library/react';
import { PredictionDetail } from '@/components/prediction/prediction-detail';
import { MARKET_SEEDS } from '@/data/markets';
import { seedMarkets } from '@/lib/market/seed-markets';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { devanagariShare, inHindi } from '../../i18n/hindi';

// This file stands for a Hindi build: LOCALE is read once at import, so it is fixed here.
jest.mock('@/lib/i18n/locale', () => ({ ...jest.requireActual('@/lib/i18n/locale'), LOCALE: 'hi' }));

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);
const bitcoin = markets.find((market) => market.id === '2');
if (!bitcoin) throw new Error('no Bitcoin sample');

beforeEach(() => {
  useGameStore.setState({ ...useGameStore.getInitialState(), markets }, true);
  useClockStore.setState({ now: NOW });
});

describe("a sample question's page in Hindi", () => {
  inHindi();

  it('shows the question and its description in Hindi, and its share button and stats in Hindi', () => {
    render(<PredictionDetail market={bitcoin} />);
    expect(screen.getByRole('heading', { level: 1, name: 'क्या बिटकॉइन इस हफ़्ते 1 लाख अमेरिकी डॉलर से ऊपर बंद होगा?' })).toBeInTheDocument();
    expect(screen.getByText(/^नतीजा हाँ होगा अगर किसी बड़े एक्सचेंज/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हर अनुमान के बाद हाँ पर सिक्कों का हिस्सा' })).toBeInTheDocument();
    expect(screen.getByText('कुल खिलाड़ी')).toBeInTheDocument();
    expect(screen.getByText(/^खत्म होगा: /)).toBeInTheDocument();
    // The question's own words: the badges (shared) and dates (lib/display) are said elsewhere.
    expect(devanagariShare(screen.getByRole('heading', { level: 1 }).textContent ?? '')).toBeGreaterThan(0.9);
    const stats = screen.getByRole('heading', { name: 'सवाल के आँकड़े' }).nextElementSibling as HTMLElement;
    expect(within(stats).getByText('कुल सिक्के')).toBeInTheDocument();
    expect(within(stats).getByText('बचा समय')).toBeInTheDocument();
  });

  it('keeps a question someone wrote as written', () => {
    const written = { ...bitcoin, id: 'w1', question: 'Will it rain in Pune tomorrow?', description: 'Any rain at all.', translations: undefined };
    render(<PredictionDetail market={written} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Will it rain in Pune tomorrow?' })).toBeInTheDocument();
    expect(screen.getByText('Any rain at all.')).toBeInTheDocument();
  });
});
