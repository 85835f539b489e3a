import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_contact_description, pages_contact_intro, pages_contact_no_lookup, pages_contact_title, pages_contact_write } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

const EMAIL = 'hello@predictoplay.com';

export const metadata: Metadata = pageMetadata(pages_contact_title(), pages_contact_description(), '/contact');

export default function ContactPage() {
  // The address sits where each language puts it in the sentence; it becomes the link.
  const [before, after = ''] = pages_contact_write({ email: EMAIL }).split(EMAIL);
  return (
    <ContentPage title={pages_contact_title()} intro={pages_contact_intro()}>
      <p>
        {before}
        <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        {after}
      </p>
      <p>{pages_contact_no_lookup()}</p>
    </ContentPage>
  );
}
