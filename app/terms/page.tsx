import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

export const metadata: Metadata = pageMetadata(m.pages_terms_title(), m.pages_terms_description(), '/terms');

export default function TermsPage() {
  return (
    <ContentPage title={m.pages_terms_heading()} intro={m.pages_terms_intro()}>
      <ul>
        <li>{m.pages_terms_item_no_value()}</li>
        <li>{m.pages_terms_item_no_advice()}</li>
        <li>{m.pages_terms_item_counted()}</li>
        <li>{m.pages_terms_item_no_recovery()}</li>
      </ul>
    </ContentPage>
  );
}
