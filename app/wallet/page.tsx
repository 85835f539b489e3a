import type { Metadata } from 'next';
import { LoginRequired } from '@/components/feedback/login-required';

export const metadata: Metadata = { title: 'Wallet', description: 'Your play-coin balance, bonuses and transaction history.' };

export default function WalletPage() {
  return (
    <LoginRequired what="your wallet">
      {/* The wallet itself arrives with player accounts. */}
      <h1 className="sr-only">Wallet</h1>
    </LoginRequired>
  );
}
