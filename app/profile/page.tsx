import type { Metadata } from 'next';
import { LoginRequired } from '@/components/shared/message-screens/login-required';
import { ProfileView } from '@/components/profile/profile-view';

export const metadata: Metadata = { title: 'Profile', description: 'Your predictions, streaks, achievements and settings.' };

export default function ProfilePage() {
  return (
    <LoginRequired what="your profile">
      <ProfileView />
    </LoginRequired>
  );
}
