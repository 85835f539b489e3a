import { betting_page_not_found, betting_page_not_found_text } from '@/lib/i18n/paraglide/messages';
import { MessageScreen } from './message-screen';

/** The site's 404, also shown in place of pages a visitor may not see. */
export function PageNotFound() {
  return (
    <MessageScreen icon="🧭" title={betting_page_not_found()}>
      <p>{betting_page_not_found_text()}</p>
    </MessageScreen>
  );
}
