import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';
import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';

const DESCRIPTION = 'Answers to common questions about PredictoPlay.';

export const metadata: Metadata = {
  title: 'FAQ',
  description: DESCRIPTION,
  ...pagePreview('FAQ · PredictoPlay', DESCRIPTION, '/faq'),
};

const QUESTIONS = [
  { q: 'Is this real money?', a: 'No. Play coins are free, cannot be bought for real and have no cash value.' },
  { q: 'Where is my data kept?', a: 'Only in this browser’s local storage. Nothing is sent to a server.' },
  { q: 'What happens if I clear my browser data?', a: 'Your coins and history are removed with it, so keep a backup if they matter to you.' },
  { q: 'How much can I win?', a: `A winning prediction pays ${PAYOUT_TIMES} the coins you staked, rounded down.` },
  { q: 'Who decides the outcome?', a: 'The site’s admin resolves each question YES or NO, or voids it and refunds every stake.' },
];

export default function FaqPage() {
  return (
    <ContentPage title="Frequently asked questions" intro="Quick answers about coins, data and predictions.">
      {QUESTIONS.map((item) => (
        <section key={item.q}>
          <h2>{item.q}</h2>
          <p>{item.a}</p>
        </section>
      ))}
    </ContentPage>
  );
}
