// A category's name in the page's language: the badge on every card and the question form's list.

import { betting_category_entertainment, betting_category_finance, betting_category_news, betting_category_sports } from '@/lib/i18n/paraglide/messages';
import type { Category } from '@/lib/market/categories';

const NAMES: Record<Category, () => string> = {
  Sports: () => betting_category_sports(),
  Finance: () => betting_category_finance(),
  News: () => betting_category_news(),
  Entertainment: () => betting_category_entertainment(),
};

export function categoryName(category: Category): string {
  return NAMES[category]();
}
