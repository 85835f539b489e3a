import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrendingList } from '@/components/home/trending-list';
import { MARKET_SEEDS } from '@/data/markets';
import { DEFAULT_FILTERS } from '@/lib/market/market-filters';
import { seedMarkets } from '@/lib/market/seed-markets';
import { useClockStore } from '@/lib/store/clock-store';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('TrendingList', () => {
  it('shows a card per market', () => {
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets} />);
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it('tells screen readers how many cards are shown, in the right number', () => {
    const { rerender } = render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets} />);
    expect(screen.getByText('9 predictions shown')).toBeInTheDocument();
    rerender(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets.slice(0, 1)} />);
    expect(screen.getByText('1 prediction shown')).toBeInTheDocument();
  });

  it('holds the place with a busy list while markets load', () => {
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={null} />);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('offers the five category buttons with the current one pressed', () => {
    render(<TrendingList filters={{ query: '', category: 'News', sort: 'trending', league: 'all' }} onFiltersChange={jest.fn()} markets={[]} />);
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.replace(/^\S+\s/, ''))).toEqual(['All', 'Sports', 'Finance', 'News', 'Entertainment']);
    expect(within(group).getByRole('button', { name: /News/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: /Sports/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports a category chosen by button or by dropdown', async () => {
    const user = userEvent.setup();
    const onFiltersChange = jest.fn();
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={onFiltersChange} markets={markets} />);
    await user.click(screen.getByRole('button', { name: /Finance/ }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ query: '', category: 'Finance', sort: 'trending', league: 'all' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Sports');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ query: '', category: 'Sports', sort: 'trending', league: 'all' });
  });

  it('offers the three sort orders and reports a choice', async () => {
    const user = userEvent.setup();
    const onFiltersChange = jest.fn();
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={onFiltersChange} markets={markets} />);
    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Most Popular',
      'Ending Soon',
      'Highest Pool',
    ]);
    await user.selectOptions(sort, 'Ending Soon');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ query: '', category: 'All', sort: 'ending', league: 'all' });
  });

  it('says so when a category has no markets', () => {
    render(<TrendingList filters={{ query: '', category: 'News', sort: 'trending', league: 'all' }} onFiltersChange={jest.fn()} markets={[]} />);
    expect(screen.getByText(/No predictions in this category yet/)).toBeInTheDocument();
  });

  it('reports what is typed in the labelled search box, keeping the other filters', async () => {
    const user = userEvent.setup();
    const onFiltersChange = jest.fn();
    render(<TrendingList filters={{ query: '', category: 'Sports', sort: 'pool', league: 'all' }} onFiltersChange={onFiltersChange} markets={markets} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'T');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ query: 'T', category: 'Sports', sort: 'pool', league: 'all' });
    expect(search).toHaveAttribute('maxlength', '100');
  });

  it('says a search found nothing, shows the words as text, and clears every filter on request', async () => {
    const user = userEvent.setup();
    const onFiltersChange = jest.fn();
    render(<TrendingList filters={{ query: '<b>zebra</b>', category: 'News', sort: 'ending', league: 'all' }} onFiltersChange={onFiltersChange} markets={[]} />);
    expect(screen.getByText('No predictions match “<b>zebra</b>” here.')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ query: '', category: 'All', sort: 'trending', league: 'all' });
  });
});

describe('TrendingList with leagues', () => {
  const options = [
    { value: 'all', label: 'All questions' },
    { value: 'practice', label: 'Practice' },
    { value: 'k7dq3mzpa2xw4rbt', label: 'Site League' },
  ];

  it('has no League filter while no league is followed', () => {
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets} leagueOptions={[]} />);
    expect(screen.queryByLabelText('League')).not.toBeInTheDocument();
  });

  it('offers every question, practice and each followed league, and changes the filter', async () => {
    const onFiltersChange = jest.fn();
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={onFiltersChange} markets={markets} leagueOptions={options} />);
    const select = screen.getByLabelText('League');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All questions', 'Practice', 'Site League']);
    await userEvent.setup().selectOptions(select, 'Site League');
    expect(onFiltersChange).toHaveBeenCalledWith({ ...DEFAULT_FILTERS, league: 'k7dq3mzpa2xw4rbt' });
  });

  it('says why the list differs from the link', () => {
    render(<TrendingList filters={DEFAULT_FILTERS} onFiltersChange={jest.fn()} markets={markets} notice="That league is not followed here." />);
    expect(screen.getByText('That league is not followed here.')).toBeInTheDocument();
  });
});
