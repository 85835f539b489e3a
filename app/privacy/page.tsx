import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';

const DESCRIPTION = 'PredictoPlay keeps everything in your browser and sends nothing to a server.';

export const metadata: Metadata = {
  title: 'Privacy',
  description: DESCRIPTION,
  ...pagePreview('Privacy · PredictoPlay', DESCRIPTION, '/privacy'),
};

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy" intro="Everything stays in this browser. That is the whole policy, in one line.">
      <ul>
        <li>Your account, coins, predictions and settings are saved only in this browser’s local storage.</li>
        <li>PredictoPlay has no server: nothing you do here is sent anywhere, and there is no tracking or analytics.</li>
        <li>Passwords are never stored, only a salted hash, and that hash never leaves your device.</li>
        <li>Clearing this site’s data in your browser removes everything PredictoPlay has kept.</li>
      </ul>
    </ContentPage>
  );
}
