import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_wallet_description, pages_wallet_login_what, pages_wallet_title } from '@/lib/i18n/paraglide/messages';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { SessionMark } from '@/components/shared/message-screens/session-mark';
import { DeferredWalletView } from '@/components/wallet/deferred-wallet-view';

export const metadata: Metadata = pageMetadata(pages_wallet_title(), pages_wallet_description(), '/wallet');

export default function WalletPage() {
  return (
    <>
      <SessionMark />
      <LoginRequired what={pages_wallet_login_what()}>
        <DeferredWalletView />
      </LoginRequired>
    </>
  );
}
