import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { formatCount } from '@/lib/display/format';
import { pages_how_description, pages_how_intro, pages_how_step_change, pages_how_step_climb, pages_how_step_climb_text, pages_how_step_coins, pages_how_step_coins_text, pages_how_step_predict, pages_how_step_predict_text, pages_how_step_question, pages_how_step_question_text, pages_how_title } from '@/lib/i18n/paraglide/messages';
import { ContentPage } from '@/components/content/content-page';
import { cashOutHelp, fixedRuleHelp, poolRuleHelp } from '@/components/content/help-paragraphs';
import { MINIMUM_BET } from '@/lib/betting/betting-rules';

export const metadata: Metadata = pageMetadata(pages_how_title(), pages_how_description(), '/how-it-works');

export default function HowItWorksPage() {
  return (
    <ContentPage title={pages_how_title()} intro={pages_how_intro()}>
      <h2>{pages_how_step_coins()}</h2>
      <p>{pages_how_step_coins_text()}</p>
      <h2>{pages_how_step_question()}</h2>
      <p>{pages_how_step_question_text()}</p>
      <h2>{pages_how_step_predict()}</h2>
      <p>{pages_how_step_predict_text({ min: formatCount(MINIMUM_BET) })}</p>
      <ul>
        <li>{fixedRuleHelp()}</li>
        {poolRuleHelp().map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
      <h2>{pages_how_step_change()}</h2>
      {cashOutHelp().map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{pages_how_step_climb()}</h2>
      <p>{pages_how_step_climb_text()}</p>
    </ContentPage>
  );
}
