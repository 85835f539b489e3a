import { SEARCH_MAX_LENGTH, searchWordsOf, withSearchWords } from '@/lib/market/search-words';
import { homeFiltersToQuery, parseHomeFilters } from '@/lib/market/market-filters';

describe('search words in the URL', () => {
  it('reads ?q= trimmed and cut to the limit', () => {
    expect(searchWordsOf('?q=%20T20%20&category=Sports')).toBe('T20');
    expect(searchWordsOf('')).toBe('');
    expect(searchWordsOf(`?q=${'x'.repeat(500)}`)).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('replaces the words and keeps every other filter', () => {
    expect(withSearchWords('?category=Sports&sort=ending', 'india ')).toBe('?category=Sports&sort=ending&q=india');
    expect(withSearchWords('?q=old&league=practice', '')).toBe('?league=practice');
    expect(withSearchWords('', '  ')).toBe('');
  });

  it('reads back as the list reads the URL', () => {
    const search = withSearchWords('?category=News', 'data protection');
    expect(parseHomeFilters(new URLSearchParams(search))).toEqual({ ...parseHomeFilters(new URLSearchParams('?category=News')), query: 'data protection' });
    expect(homeFiltersToQuery(parseHomeFilters(new URLSearchParams(search)))).toBe('?q=data+protection&category=News');
  });
});
