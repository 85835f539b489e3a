import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { ContentPage } from '@/components/content/content-page';

const DESCRIPTION = 'How to reach the PredictoPlay team.';

export const metadata: Metadata = {
  title: 'Contact',
  description: DESCRIPTION,
  ...pagePreview('Contact · PredictoPlay', DESCRIPTION, '/contact'),
};

export default function ContactPage() {
  return (
    <ContentPage title="Contact" intro="Questions, ideas or a question you would like to see on the board?">
      <p>
        Write to us at <a href="mailto:hello@predictoplay.com">hello@predictoplay.com</a>. We read every message.
      </p>
      <p>
        We cannot look up or restore your coins: they live only in your browser, and we never see them.
      </p>
    </ContentPage>
  );
}
