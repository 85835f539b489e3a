import { NO_SESSION_PREVIEW_CLASS, SESSION_PENDING_CLASS } from '@/lib/store/session-mark';

interface VisitorScreenProps {
  /** What a visitor sees here: 'Please log in', or on /admin 'Page Not Found'. */
  screen: React.ReactNode;
  /** True while the session is being read: the screen is drawn only when no login is stored. */
  pending: boolean;
}

/**
 * A page's screen for a visitor. While the session is read, the exported HTML holds both an empty
 * placeholder and this screen, and the pre-paint mark (lib/store/session-mark.ts, inlined by
 * SessionMark) picks one by CSS; once the session is known the screen stays in the same element,
 * so a visitor sees it painted from the HTML and nothing moves or repaints when the code arrives.
 */
export function VisitorScreen({ screen, pending }: VisitorScreenProps) {
  return (
    <>
      {pending ? <div aria-busy="true" className={`min-h-[32rem] ${SESSION_PENDING_CLASS}`} /> : null}
      <div className={pending ? NO_SESSION_PREVIEW_CLASS : undefined}>{screen}</div>
    </>
  );
}
