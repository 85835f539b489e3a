import { render, screen, within } from '@testing-library/react';
import { Hero } from '@/components/home/hero';
import { TrendingList } from '@/components/home/trending-list';
import { MARKET_SEEDS } from '@/data/markets';
import { DEFAULT_FILTERS, selectMarkets } from '@/lib/market/market-filters';
import { seedMarkets } from '@/lib/market/seed-markets';
import { useClockStore } from '@/lib/store/clock-store';
import { devanagariShare, inHindi } from '../../i18n/hindi';

// This file stands for a Hindi build: LOCALE is read once at import, so it is fixed here.
jest.mock('@/lib/i18n/locale', () => ({ ...jest.requireActual('@/lib/i18n/locale'), LOCALE: 'hi' }));

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('Home in Hindi', () => {
  inHindi();

  it('greets in Hindi', () => {
    render(<Hero />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('आगे क्या होगा, अनुमान लगाएँ। खेल के सिक्के जीतें।');
    expect(devanagariShare(heading.closest('section')?.textContent ?? '')).toBeGreaterThan(0.95);
  });

  it('labels the search, the filters and the sort order in Hindi', () => {
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={[]} />);
    expect(screen.getByRole('searchbox', { name: 'खोजें' })).toHaveAttribute('placeholder', 'सवाल के शब्द');
    const group = screen.getByRole('group', { name: 'श्रेणी चुनें' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent?.replace(/^\S+\s/, ''))).toEqual(['सभी', 'खेल', 'पैसा', 'ख़बरें', 'मनोरंजन']);
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('सबसे लोकप्रिय');
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('कोई सवाल नहीं दिख रहा')).toBeInTheDocument();
  });

  it('counts the questions shown with Hindi plurals', () => {
    const { rerender } = render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets} />);
    expect(screen.getByText('9 सवाल दिख रहे हैं')).toBeInTheDocument();
    rerender(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets.slice(0, 1)} />);
    expect(screen.getByText('1 सवाल दिख रहा है')).toBeInTheDocument();
  });

  it('finds a sample question by its Hindi words, and by its English', () => {
    const find = (query: string) => selectMarkets(markets, { ...DEFAULT_FILTERS, query }, NOW).map((market) => market.id);
    expect(find('बिटकॉइन')).toEqual(['2']);
    expect(find('सेंसेक्स')).toEqual(['6']);
    expect(find('bitcoin')).toEqual(['2']);
  });
});
