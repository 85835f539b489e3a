import type { Metadata } from 'next';
import { LoginRequired } from '@/components/feedback/login-required';

export const metadata: Metadata = { title: 'Profile', description: 'Your predictions, streaks, achievements and settings.' };

export default function ProfilePage() {
  return (
    <LoginRequired what="your profile">
      {/* The profile itself arrives with player accounts. */}
      <h1 className="sr-only">Profile</h1>
    </LoginRequired>
  );
}
