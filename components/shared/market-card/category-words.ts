// A category's name in the page's language: the badge on every card and the question form's list.

import { m } from '@/lib/i18n/paraglide/messages';
import type { Category } from '@/lib/market/categories';

const NAMES: Record<Category, () => string> = {
  Sports: () => m.betting_category_sports(),
  Finance: () => m.betting_category_finance(),
  News: () => m.betting_category_news(),
  Entertainment: () => m.betting_category_entertainment(),
};

export function categoryName(category: Category): string {
  return NAMES[category]();
}
