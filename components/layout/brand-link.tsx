import Link from 'next/link';
import { PlatformName } from './platform-name';

export function BrandLink() {
  return (
    <Link href="/" className="flex min-w-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-white">
      <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-base">
        🎯
      </span>
      <span className="min-w-0 max-w-[11rem] truncate sm:max-w-[16rem]">
        <PlatformName />
      </span>
    </Link>
  );
}
