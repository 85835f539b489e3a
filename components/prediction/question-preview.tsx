// A question's detail page as the exported HTML draws it, before any script runs (issue 33): no
// 'use client', rendered at build time. What a build knows (the category, the league's name, the
// words, the picture) is drawn in the live page's own frame; the live figures and the time keep
// their places with same-size placeholders. With no question, it is the skeleton a question
// created in this browser shows while the stores load.

import { market_chart_title } from '@/lib/i18n/paraglide/messages';
import { shownDescription, shownQuestion } from '@/lib/market/shown-text';
import type { PreviewQuestion } from '@/lib/store/question-previews';
import { CardSkeleton } from '../shared/market-card/card-skeleton';
import { CategoryBadge } from '../shared/market-card/category-badge';
import { FigurePlaceholder } from '../shared/market-card/card-frame';
import { LeagueBadgeView } from '../shared/market-card/league-badge-view';
import { PreviewCard } from '../shared/market-card/preview-card';
import { DetailFrame, SharePlaceholder } from './detail-frame';
import { YesShareChartFrame } from './yes-share-chart-frame';

const FIGURES = { players: <FigurePlaceholder />, pool: <FigurePlaceholder />, timeLeft: <FigurePlaceholder /> };

export function QuestionPreview({ preview }: { preview: PreviewQuestion }) {
  const { market, leagueName } = preview;
  return (
    <DetailFrame
      badges={
        <>
          <CategoryBadge category={market.category} />
          {leagueName !== null && <LeagueBadgeView name={leagueName} />}
        </>
      }
      when={<FigurePlaceholder />}
      share={<SharePlaceholder />}
      question={shownQuestion(market)}
      card={<PreviewCard preview={preview} showQuestion={false} />}
      image={market.image}
      imageLoading="lazy"
      description={shownDescription(market)}
      playersAndPool={<FigurePlaceholder />}
      chart={<YesShareChartFrame headingId={`preview-chart-${market.id}`} title={market_chart_title()} startShare={50} />}
      stats={FIGURES}
    />
  );
}

/** The detail page's shape with nothing known yet: a question created in this browser, while the stores load. */
export function QuestionSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <DetailFrame
        badges={null}
        when={<FigurePlaceholder />}
        share={<SharePlaceholder />}
        question={'\u00a0'}
        card={<CardSkeleton />}
        playersAndPool={<FigurePlaceholder />}
        chart={<YesShareChartFrame headingId="preview-chart-skeleton" title={market_chart_title()} startShare={50} />}
        stats={FIGURES}
      />
    </div>
  );
}
