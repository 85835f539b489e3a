import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';

const EMAIL = 'hello@predictoplay.com';

export const metadata: Metadata = pageMetadata(m.pages_contact_title(), m.pages_contact_description(), '/contact');

export default function ContactPage() {
  // The address sits where each language puts it in the sentence; it becomes the link.
  const [before, after = ''] = m.pages_contact_write({ email: EMAIL }).split(EMAIL);
  return (
    <ContentPage title={m.pages_contact_title()} intro={m.pages_contact_intro()}>
      <p>
        {before}
        <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
        {after}
      </p>
      <p>{m.pages_contact_no_lookup()}</p>
    </ContentPage>
  );
}
