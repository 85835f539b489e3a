import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { WalletView } from '@/components/wallet/wallet-view';

const DESCRIPTION = 'Your play-coin balance, bonuses and transaction history.';

export const metadata: Metadata = {
  title: 'Wallet',
  description: DESCRIPTION,
  ...pagePreview('Wallet · PredictoPlay', DESCRIPTION, '/wallet'),
};

export default function WalletPage() {
  return (
    <LoginRequired what="your wallet">
      <WalletView />
    </LoginRequired>
  );
}
