import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { ProfileView } from '@/components/profile/profile-view';

const DESCRIPTION = 'Your predictions, streaks, achievements and settings.';

export const metadata: Metadata = {
  title: 'Profile',
  description: DESCRIPTION,
  ...pagePreview('Profile · PredictoPlay', DESCRIPTION, '/profile'),
};

export default function ProfilePage() {
  return (
    <LoginRequired what="your profile">
      <ProfileView />
    </LoginRequired>
  );
}
