import { betting_league_label } from '@/lib/i18n/paraglide/messages';

/** A league's badge by name: drawn by the live card (league-badge.tsx) and by the exported HTML's preview alike. */
export function LeagueBadgeView({ name }: { name: string }) {
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full border border-gold-400/50 bg-gold-400/10 px-2.5 py-1 text-xs font-semibold text-gold-300">
      <span aria-hidden="true">{'🏆'}</span>
      <span className="sr-only">{`${betting_league_label()} `}</span>
      <span className="truncate">
        <bdi>{name}</bdi>
      </span>
    </span>
  );
}
