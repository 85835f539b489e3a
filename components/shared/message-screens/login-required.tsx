'use client';

import { betting_log_in_to_see, betting_please_log_in } from '@/lib/i18n/paraglide/messages';
import { useCurrentAccount, useSessionReady } from '../../hooks/use-current-account';
import { MessageScreen } from './message-screen';

interface LoginRequiredProps {
  /** What the player would see here once logged in, e.g. 'your wallet'. */
  what: string;
  children: React.ReactNode;
}

/** Shows its children to a logged-in player and 'Please log in' to everyone else. */
export function LoginRequired({ what, children }: LoginRequiredProps) {
  const ready = useSessionReady();
  const account = useCurrentAccount();
  // The same height as the message that follows, so nothing shifts when the session loads.
  if (!ready) return <div aria-busy="true" className="min-h-[32rem]" />;
  if (!account) {
    return (
      <MessageScreen icon="🔐" title={betting_please_log_in()}>
        <p>{betting_log_in_to_see({ what })}</p>
      </MessageScreen>
    );
  }
  return <>{children}</>;
}
