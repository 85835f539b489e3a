import Link from 'next/link';

export function BrandLink() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-white">
      <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-base">
        🎯
      </span>
      PredictoPlay
    </Link>
  );
}
