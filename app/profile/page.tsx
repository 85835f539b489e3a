import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_profile_description, pages_profile_login_what, pages_profile_title } from '@/lib/i18n/paraglide/messages';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { SessionMark } from '@/components/shared/message-screens/session-mark';
import { DeferredProfileView } from '@/components/profile/deferred-profile-view';

export const metadata: Metadata = pageMetadata(pages_profile_title(), pages_profile_description(), '/profile');

export default function ProfilePage() {
  return (
    <>
      <SessionMark />
      <LoginRequired what={pages_profile_login_what()}>
        <DeferredProfileView />
      </LoginRequired>
    </>
  );
}
