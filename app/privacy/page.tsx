import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_privacy_description, pages_privacy_intro, pages_privacy_item_clear, pages_privacy_item_no_server, pages_privacy_item_password, pages_privacy_item_saved, pages_privacy_title } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

export const metadata: Metadata = pageMetadata(pages_privacy_title(), pages_privacy_description(), '/privacy');

export default function PrivacyPage() {
  return (
    <ContentPage title={pages_privacy_title()} intro={pages_privacy_intro()}>
      <ul>
        <li>{pages_privacy_item_saved()}</li>
        <li>{pages_privacy_item_no_server()}</li>
        <li>{pages_privacy_item_password()}</li>
        <li>{pages_privacy_item_clear()}</li>
      </ul>
    </ContentPage>
  );
}
