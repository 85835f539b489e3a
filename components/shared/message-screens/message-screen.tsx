import { AppLink } from '@/components/ui/app-link';
import { betting_back_home } from '@/lib/i18n/paraglide/messages';

interface MessageScreenProps {
  icon: string;
  title: string;
  children: React.ReactNode;
  /** A link back to Home; the text is the spec's where it gives one. */
  homeLinkLabel?: string;
}

/**
 * A screen for not-found, login-required and similar dead ends, always with a way on. Its content
 * hangs from the top, not centred in the box: a phone paints what it has parsed so far, and centred
 * content moved up when the rest of it (the link) arrived (e2e/html-preview.spec.ts).
 */
export function MessageScreen({ icon, title, children, homeLinkLabel = betting_back_home() }: MessageScreenProps) {
  return (
    <section className="mx-auto flex min-h-[32rem] max-w-xl flex-col items-center px-4 pb-16 pt-20 text-center">
      <span aria-hidden="true" className="text-6xl">
        {icon}
      </span>
      <h1 className="mt-6 text-3xl font-bold text-white">{title}</h1>
      <div className="mt-3 text-slate-300">{children}</div>
      <AppLink href="/" className="mt-8 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {homeLinkLabel}
      </AppLink>
    </section>
  );
}
