'use client';

import { betting_log_in_to_see, betting_please_log_in } from '@/lib/i18n/paraglide/messages';
import { useCurrentAccount, useSessionReady } from '../../hooks/use-current-account';
import { MessageScreen } from './message-screen';
import { VisitorScreen } from './visitor-screen';

interface LoginRequiredProps {
  /** What the player would see here once logged in, e.g. 'your wallet'. */
  what: string;
  children: React.ReactNode;
}

/**
 * Shows its children to a logged-in player and 'Please log in' to everyone else. While the session
 * is read, a browser that stores no login already sees 'Please log in' (the page's SessionMark).
 */
export function LoginRequired({ what, children }: LoginRequiredProps) {
  const ready = useSessionReady();
  const account = useCurrentAccount();
  if (ready && account) return <>{children}</>;
  return (
    <VisitorScreen
      pending={!ready}
      screen={
        <MessageScreen icon="🔐" title={betting_please_log_in()}>
          <p>{betting_log_in_to_see({ what })}</p>
        </MessageScreen>
      }
    />
  );
}
