// A question's card as the exported HTML draws it, before any script runs (issue 33): no 'use
// client', so it is rendered at build time and costs the page no script. It holds what a build
// knows (the category, the league's name, the question, the rule that pays it) in the live card's
// own frame; the live figures (time left, players, coins, shares) and the action, which depend on
// the stores and the session, keep their places with same-size placeholders.

import { FIXED_PAYS_TEXT } from '@/lib/league/pool/pool-words';
import type { PreviewQuestion } from '@/lib/store/question-previews';
import { ActionPlaceholder, CardFrame, EmptyPlayerLine, FigurePlaceholder, QuestionLink } from './card-frame';
import { LeagueBadgeView } from './league-badge-view';
import { ShareBarsPlaceholder } from './share-bars';

interface PreviewCardProps {
  preview: PreviewQuestion;
  headingLevel?: 'h2' | 'h3';
  showQuestion?: boolean;
}

export function PreviewCard({ preview: { market, leagueName }, headingLevel = 'h3', showQuestion = true }: PreviewCardProps) {
  return (
    <CardFrame
      category={market.category}
      leagueBadge={leagueName === null ? null : <LeagueBadgeView name={leagueName} />}
      timeLeft={<FigurePlaceholder />}
      headingLevel={headingLevel}
      questionLink={showQuestion ? <QuestionLink market={market} /> : null}
      players={<FigurePlaceholder />}
      pool={<FigurePlaceholder />}
    >
      <div className="space-y-2">
        <ShareBarsPlaceholder />
        {/* A practice question pays the fixed rule; a league's rule is its organiser's, shown once its league is read. */}
        {market.leagueId === null && <p className="text-xs text-slate-300">{FIXED_PAYS_TEXT}</p>}
      </div>
      <ActionPlaceholder />
      <EmptyPlayerLine />
    </CardFrame>
  );
}
