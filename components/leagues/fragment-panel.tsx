'use client';

import { useEffect, useRef, useState } from 'react';
import { useCurrentAccount } from '../hooks/use-current-account';
import { openFragment, joinLeague, type FragmentView } from './league-port';
import { JoinPreview } from './join-preview';
import { LogInNote } from './log-in-note';
import { leagues_cancel, leagues_join_compare, leagues_join_heading, leagues_join_league, leagues_join_read_code, leagues_join_same_name, leagues_join_separate, leagues_log_in_to_join } from '@/lib/i18n/paraglide/messages';
import { fill } from './fill';

const quietButton = 'rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700';
const mainButton = 'rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

/** Shows what an opened league link is: an invite to join, or what an update did (or why it did nothing). */
export function FragmentPanel({ onDone }: { onDone: () => void }) {
  const loggedIn = useCurrentAccount() !== undefined;
  const [view, setView] = useState<FragmentView | null>(null);
  // Read once: reading removes the link from the address bar, so a second effect run (React's
  // development check) must wait for the first reading rather than find an empty address.
  const reading = useRef<Promise<FragmentView | null> | null>(null);

  useEffect(() => {
    let live = true;
    reading.current ??= openFragment();
    void reading.current.then((opened) => live && (opened ? setView(opened) : onDone()));
    return () => {
      live = false;
    };
  }, [onDone]);

  // Both regions are on the page before their message, so a screen reader hears it arrive.
  const said = view?.kind === 'status' ? view : null;
  const regions = (
    <>
      <p role="status" className="rounded-2xl border border-yes-700 p-4 text-slate-100 empty:hidden">
        {said?.ok ? said.message : ''}
      </p>
      <p role="alert" className="rounded-2xl border border-no-700 p-4 text-no-200 empty:hidden">
        {said && !said.ok ? said.message : ''}
      </p>
    </>
  );
  if (view?.kind !== 'join') return view === null ? <div aria-busy="true" className="min-h-[8rem]">{regions}</div> : regions;

  const { preview, sameName } = view;
  async function join() {
    if (view?.kind !== 'join') return;
    const result = await joinLeague(view.token);
    setView({ kind: 'status', ok: result.ok, message: result.message });
  }
  return (
    <section aria-labelledby="join-heading" className="rounded-2xl border border-brand-700 bg-ink-900 p-5">
      {regions}
      <h2 id="join-heading" className="text-xl font-bold text-white [overflow-wrap:anywhere]">
        {fill(leagues_join_heading, { name: <bdi>{preview.name}</bdi> })}
      </h2>
      {sameName ? (
        // A warning, drawn as the cards draw theirs: a copied name is how someone passes for another league.
        <p className="mb-4 mt-2 rounded-xl border border-no-700 bg-no-700/10 p-3 text-sm text-slate-100">
          <span aria-hidden="true">{'⚠️ '}</span>
          <strong className="text-no-200">
            {fill(leagues_join_same_name, { name: <bdi>{sameName.name}</bdi> })}
          </strong>{' '}
          {leagues_join_compare()}
        </p>
      ) : (
        <p className="mb-4 mt-1 text-sm text-slate-300">
          {leagues_join_read_code()}
        </p>
      )}
      <JoinPreview preview={preview} followed={sameName} />
      <div className="mt-5 flex flex-wrap gap-3">
        {!loggedIn ? (
          <LogInNote>{leagues_log_in_to_join()}</LogInNote>
        ) : sameName ? (
          <>
            {/* Cancel is the safe choice, so it is the main button. */}
            <button type="button" className={mainButton} onClick={onDone}>
              {leagues_cancel()}
            </button>
            <button type="button" className={quietButton} onClick={() => void join()}>
              {leagues_join_separate()}
            </button>
          </>
        ) : (
          <button type="button" className={mainButton} onClick={() => void join()}>
            {leagues_join_league()}
          </button>
        )}
      </div>
    </section>
  );
}
