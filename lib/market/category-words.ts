// A category's name on the screen; the stored value stays the English key ('Sports', …).

import { m } from '../i18n/paraglide/messages';
import type { Category } from './categories';

const CATEGORY_NAMES: Record<Category, () => string> = {
  Sports: () => m.market_category_sports(),
  Finance: () => m.market_category_finance(),
  News: () => m.market_category_news(),
  Entertainment: () => m.market_category_entertainment(),
};

export function categoryName(category: Category): string {
  return CATEGORY_NAMES[category]();
}
