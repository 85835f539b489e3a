import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_faq_a_clear, pages_faq_a_data, pages_faq_a_money, pages_faq_a_result, pages_faq_a_win_league, pages_faq_description, pages_faq_heading, pages_faq_intro, pages_faq_q_cash_out, pages_faq_q_clear, pages_faq_q_data, pages_faq_q_money, pages_faq_q_pool, pages_faq_q_result, pages_faq_q_win, pages_faq_title } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';
import { cashOutHelp, fixedRuleHelp, poolRuleHelp } from '@/components/content/help-paragraphs';

export const metadata: Metadata = pageMetadata(pages_faq_title(), pages_faq_description(), '/faq');

/** The questions and their answers, in the page's language. */
function questions(): { q: string; a: readonly string[] }[] {
  return [
    { q: pages_faq_q_money(), a: [pages_faq_a_money()] },
    { q: pages_faq_q_data(), a: [pages_faq_a_data()] },
    { q: pages_faq_q_clear(), a: [pages_faq_a_clear()] },
    { q: pages_faq_q_win(), a: [fixedRuleHelp(), pages_faq_a_win_league()] },
    { q: pages_faq_q_pool(), a: poolRuleHelp() },
    { q: pages_faq_q_cash_out(), a: cashOutHelp() },
    { q: pages_faq_q_result(), a: [pages_faq_a_result()] },
  ];
}

export default function FaqPage() {
  return (
    <ContentPage title={pages_faq_heading()} intro={pages_faq_intro()}>
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
