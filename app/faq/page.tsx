import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { m } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';
import { cashOutHelp, fixedRuleHelp, poolRuleHelp } from '@/components/content/help-paragraphs';

export const metadata: Metadata = pageMetadata(m.pages_faq_title(), m.pages_faq_description(), '/faq');

/** The questions and their answers, in the page's language. */
function questions(): { q: string; a: readonly string[] }[] {
  return [
    { q: m.pages_faq_q_money(), a: [m.pages_faq_a_money()] },
    { q: m.pages_faq_q_data(), a: [m.pages_faq_a_data()] },
    { q: m.pages_faq_q_clear(), a: [m.pages_faq_a_clear()] },
    { q: m.pages_faq_q_win(), a: [fixedRuleHelp(), m.pages_faq_a_win_league()] },
    { q: m.pages_faq_q_pool(), a: poolRuleHelp() },
    { q: m.pages_faq_q_cash_out(), a: cashOutHelp() },
    { q: m.pages_faq_q_result(), a: [m.pages_faq_a_result()] },
  ];
}

export default function FaqPage() {
  return (
    <ContentPage title={m.pages_faq_heading()} intro={m.pages_faq_intro()}>
      {questions().map((item) => (
        <section key={item.q}>
          <h2>{item.q}</h2>
          {item.a.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ContentPage>
  );
}
