import { leagues_log_in_note } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';

/** What a visitor must do first; the Login button at the top of the page opens the login dialog. */
export function LogInNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-ink-600 px-4 py-2.5 text-slate-200">
      {fill(leagues_log_in_note, { action: <span className="font-semibold text-white">{children}</span> })}
    </p>
  );
}
