import { categoryEmoji, type Category } from '@/lib/market/categories';
import { categoryName } from '@/lib/market/category-words';

export function CategoryBadge({ category }: { category: Category }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-ink-700 px-2.5 py-1 text-xs font-semibold text-slate-100">
      <span aria-hidden="true">{categoryEmoji(category)}</span>
      <span>{categoryName(category)}</span>
    </span>
  );
}
