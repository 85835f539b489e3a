// Home's first screen in the exported HTML (issue 33): the sample catalogue's first cards as a
// first visit lists them, drawn at build time (no 'use client', no script), with the filters at
// their defaults. The list (live-trending.tsx) takes its place once its code and the stores are
// in; the cards keep their places, so nothing moves.

import { home_loading } from '@/lib/i18n/paraglide/messages';
import { SITE_LEAGUE_KEY } from '@/lib/config';
import { DEFAULT_FILTERS, leagueFilterOptions } from '@/lib/market/market-filters';
import type { PreviewQuestion } from '@/lib/store/question-previews';
import { PreviewCard } from '../shared/market-card/preview-card';
import { CARD_GRID_CLASS, FilterRow } from './filter-row';

export function TrendingPreview({ questions }: { questions: readonly PreviewQuestion[] }) {
  return (
    <div className="space-y-3 sm:space-y-6">
      {/* Inert until the list loads: a chip or select that looks ready would drop a tap. */}
      <div inert>
        <FilterRow filters={DEFAULT_FILTERS} leagueOptions={leagueFilterOptions([], SITE_LEAGUE_KEY !== '')} />
      </div>
      <p className="sr-only" aria-live="polite">
        {home_loading()}
      </p>
      <ul className={CARD_GRID_CLASS} aria-busy="true">
        {questions.map((question) => (
          // Keys no market id can take, as the skeletons' (trending-list.tsx): the live card is a new element in the same place.
          <li key={`preview-${question.market.id}`}>
            <PreviewCard preview={question} />
          </li>
        ))}
      </ul>
    </div>
  );
}
