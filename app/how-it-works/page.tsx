import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';
import { MINIMUM_BET } from '@/lib/betting/betting-rules';
import { CASH_OUT_HELP } from '@/lib/betting/bet-words';
import { PAYOUT_RULE_HELP } from '@/lib/league/pool/pool-help-words';

const DESCRIPTION = 'How to play PredictoPlay with free play coins, step by step.';

export const metadata: Metadata = {
  title: 'How it works',
  description: DESCRIPTION,
  ...pagePreview('How it works · PredictoPlay', DESCRIPTION, '/how-it-works'),
};

export default function HowItWorksPage() {
  return (
    <ContentPage title="How it works" intro="Five steps from your first coin to the top of the leaderboard.">
      <h2>1. Get your coins</h2>
      <p>Sign up and you start with free play coins. A daily bonus tops you up once a day.</p>
      <h2>2. Pick a question</h2>
      <p>Browse Sports, Finance, News and Entertainment. Each card shows the pool, the players and how the crowd leans.</p>
      <h2>3. Back YES or NO</h2>
      <p>{`Choose a side and an amount from ${MINIMUM_BET} coins up. Every card says which rule pays a correct call:`}</p>
      <ul>
        <li>{PAYOUT_RULE_HELP.fixed}</li>
        {PAYOUT_RULE_HELP.pool.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
      <h2>4. Change your mind</h2>
      {CASH_OUT_HELP.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>5. Climb the leaderboard</h2>
      <p>When a question is resolved, winnings land in your wallet. The leaderboard ranks by net winnings: coins won minus coins staked on settled predictions, so a loss counts against you and free top-ups never count.</p>
    </ContentPage>
  );
}
