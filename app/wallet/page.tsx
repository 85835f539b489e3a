import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { WalletView } from '@/components/wallet/wallet-view';

export const metadata: Metadata = pageMetadata(m.pages_wallet_title(), m.pages_wallet_description(), '/wallet');

export default function WalletPage() {
  return (
    <LoginRequired what={m.pages_wallet_login_what()}>
      <WalletView />
    </LoginRequired>
  );
}
