import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';
import { CASH_OUT_HELP } from '@/lib/betting/bet-words';
import { PAYOUT_RULE_HELP } from '@/lib/league/pool/pool-help-words';

const DESCRIPTION = 'Answers to common questions about PredictoPlay.';

export const metadata: Metadata = {
  title: 'FAQ',
  description: DESCRIPTION,
  ...pagePreview('FAQ · PredictoPlay', DESCRIPTION, '/faq'),
};

const QUESTIONS: readonly { q: string; a: string | readonly string[] }[] = [
  { q: 'Is this real money?', a: 'No. Play coins are free, cannot be bought for real and have no cash value.' },
  { q: 'Where is my data kept?', a: 'Only in this browser’s local storage. Nothing is sent to a server.' },
  { q: 'What happens if I clear my browser data?', a: 'Your coins and history are removed with it, so keep a backup if they matter to you.' },
  { q: 'How much can I win?', a: [PAYOUT_RULE_HELP.fixed, 'A league may share the pool instead: see below.'] },
  { q: 'What does sharing the pool mean?', a: PAYOUT_RULE_HELP.pool },
  { q: 'Can I leave a prediction before its question ends?', a: CASH_OUT_HELP },
  { q: 'Who decides the outcome?', a: 'The site’s admin resolves each question YES or NO, or voids it and refunds every stake.' },
];

export default function FaqPage() {
  return (
    <ContentPage title="Frequently asked questions" intro="Quick answers about coins, data and predictions.">
      {QUESTIONS.map((item) => (
        <section key={item.q}>
          <h2>{item.q}</h2>
          {(typeof item.a === 'string' ? [item.a] : item.a).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
