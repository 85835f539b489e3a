import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_terms_description, pages_terms_heading, pages_terms_intro, pages_terms_item_counted, pages_terms_item_no_advice, pages_terms_item_no_recovery, pages_terms_item_no_value, pages_terms_title } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

export const metadata: Metadata = pageMetadata(pages_terms_title(), pages_terms_description(), '/terms');

export default function TermsPage() {
  return (
    <ContentPage title={pages_terms_heading()} intro={pages_terms_intro()}>
      <ul>
        <li>{pages_terms_item_no_value()}</li>
        <li>{pages_terms_item_no_advice()}</li>
        <li>{pages_terms_item_counted()}</li>
        <li>{pages_terms_item_no_recovery()}</li>
      </ul>
    </ContentPage>
  );
}
