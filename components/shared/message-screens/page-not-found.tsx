import { MessageScreen } from './message-screen';

/** The site's 404, also shown in place of pages a visitor may not see. */
export function PageNotFound() {
  return (
    <MessageScreen icon="🧭" title="Page Not Found">
      <p>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
    </MessageScreen>
  );
}
