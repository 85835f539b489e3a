// A category's name on the screen; the stored value stays the English key ('Sports', …).

import { market_category_entertainment, market_category_finance, market_category_news, market_category_sports } from '../i18n/paraglide/messages';
import type { Category } from './categories';

const CATEGORY_NAMES: Record<Category, () => string> = {
  Sports: () => market_category_sports(),
  Finance: () => market_category_finance(),
  News: () => market_category_news(),
  Entertainment: () => market_category_entertainment(),
};

export function categoryName(category: Category): string {
  return CATEGORY_NAMES[category]();
}
