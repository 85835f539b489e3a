import type { Metadata } from 'next';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { WalletView } from '@/components/wallet/wallet-view';

export const metadata: Metadata = { title: 'Wallet', description: 'Your play-coin balance, bonuses and transaction history.' };

export default function WalletPage() {
  return (
    <LoginRequired what="your wallet">
      <WalletView />
    </LoginRequired>
  );
}
