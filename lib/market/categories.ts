// The four market categories, each with the emoji shown on every card and filter button.
// Order here is the order of the filter buttons and the dropdown.

export const CATEGORIES = ['Sports', 'Finance', 'News', 'Entertainment'] as const;
export type Category = (typeof CATEGORIES)[number];

const CATEGORY_EMOJI: Record<Category, string> = {
  Sports: '🏅', // a medal, not a football: Sports holds cricket, football and every other game
  Finance: '📈',
  News: '📰',
  Entertainment: '🎬',
};

export function categoryEmoji(category: Category): string {
  return CATEGORY_EMOJI[category];
}
