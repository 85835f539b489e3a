import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { ProfileView } from '@/components/profile/profile-view';

export const metadata: Metadata = pageMetadata(m.pages_profile_title(), m.pages_profile_description(), '/profile');

export default function ProfilePage() {
  return (
    <LoginRequired what={m.pages_profile_login_what()}>
      <ProfileView />
    </LoginRequired>
  );
}
