import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';

const DESCRIPTION = 'The terms of play: PredictoPlay coins have no cash value.';

export const metadata: Metadata = {
  title: 'Terms',
  description: DESCRIPTION,
  ...pagePreview('Terms · PredictoPlay', DESCRIPTION, '/terms'),
};

export default function TermsPage() {
  return (
    <ContentPage title="Terms of play" intro="PredictoPlay is a game. Please play it as one.">
      <ul>
        <li>Play coins have no cash value. They cannot be bought, sold, exchanged or withdrawn.</li>
        <li>Questions and outcomes are for entertainment and are not financial or betting advice.</li>
        <li>Pools, winnings and balances are counted in play coins, never in money.</li>
        <li>Because your data lives only in your browser, we cannot recover it if it is cleared or lost.</li>
      </ul>
    </ContentPage>
  );
}
