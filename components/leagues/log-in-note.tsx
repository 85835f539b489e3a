/** What a visitor must do first; the Login button at the top of the page opens the login dialog. */
export function LogInNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-ink-600 px-4 py-2.5 text-slate-200">
      <span className="font-semibold text-white">{children}</span>: use the Login button at the top of the page.
    </p>
  );
}
