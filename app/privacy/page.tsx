import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

export const metadata: Metadata = pageMetadata(m.pages_privacy_title(), m.pages_privacy_description(), '/privacy');

export default function PrivacyPage() {
  return (
    <ContentPage title={m.pages_privacy_title()} intro={m.pages_privacy_intro()}>
      <ul>
        <li>{m.pages_privacy_item_saved()}</li>
        <li>{m.pages_privacy_item_no_server()}</li>
        <li>{m.pages_privacy_item_password()}</li>
        <li>{m.pages_privacy_item_clear()}</li>
      </ul>
    </ContentPage>
  );
}
