import { AppLink } from '@/components/ui/app-link';
import { PlatformName } from './platform-name';

/**
 * The logo and the platform name, never a cut word: the name is one unbreakable piece that wraps
 * onto a second line when it does not fit beside the logo, and that line is clipped away, so a
 * narrow bar (a phone, logged in, a long name, Hindi controls) shows the logo alone. Pure CSS, so
 * the exported HTML is already right and nothing moves when scripts load; the clipped name is
 * still the link's accessible name. The link never gets narrower than the logo (min-w-8, the logo's
 * own 2rem, so it scales with a large system font): the controls beside it make room instead.
 */
export function BrandLink() {
  return (
    <AppLink href="/" className="flex h-10 min-w-8 flex-wrap items-center gap-x-2 overflow-hidden rounded-lg text-lg font-bold tracking-tight text-white">
      <span aria-hidden="true" className="my-1 grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-base">
        🎯
      </span>
      <span data-testid="brand-name" className="h-10 whitespace-nowrap leading-10">
        <PlatformName />
      </span>
    </AppLink>
  );
}
