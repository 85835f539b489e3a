'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { fileTooLarge } from '@/lib/files/file-cap';
import { fileTooLargeText } from '@/lib/files/file-words';
import { TOOLS_SPACE } from './league-space';
import { LogInNote } from './log-in-note';

// The dialog and the store actions load on the click that needs them, not with the page.
const StartLeagueDialog = lazy(() => import('./start-league-dialog').then((module) => ({ default: module.StartLeagueDialog })));
const loadPort = () => import('./league-port');

const fileClass =
  'max-w-full text-sm text-slate-300 file:mr-3 file:rounded-xl file:border-0 file:bg-ink-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-ink-600';

interface Said {
  ok: boolean;
  message: string;
}

/** Start a league, run one from its key file, open an update file: each says what it did below. */
export function LeagueTools({ loggedIn }: { loggedIn: boolean }) {
  const keyId = useId();
  const updateId = useId();
  const [starting, setStarting] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  const pick = (handle: (file: File) => Promise<Said>) => async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again is a new choice.
    input.value = '';
    if (!file) return;
    setSaid(null);
    // Checked before a byte is read: an oversized file is refused unread.
    const tooLarge = fileTooLarge(file.size);
    setSaid(tooLarge ? { ok: false, message: fileTooLargeText(tooLarge) } : await handle(file));
  };
  const takeOver = pick(async (file) => (await loadPort()).takeOverLeague(await file.text()));
  const openUpdate = pick(async (file) => (await loadPort()).applyUpdateFile(await file.text()));

  return (
    <div className={`space-y-3 rounded-2xl border border-ink-700 bg-ink-900 p-5 ${TOOLS_SPACE}`}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        {loggedIn ? (
          <button type="button" onClick={() => setStarting(true)} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Start a league
          </button>
        ) : (
          <LogInNote>Log in to start a league</LogInNote>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={updateId} className="text-sm font-semibold text-white">
            Open update file
          </label>
          <input id={updateId} type="file" onChange={openUpdate} className={fileClass} />
        </div>
        {loggedIn && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={keyId} className="text-sm font-semibold text-white">
              Run a league from its key file
            </label>
            <input id={keyId} type="file" onChange={takeOver} className={fileClass} />
          </div>
        )}
      </div>
      <p role="status" className="text-sm text-slate-100 empty:hidden">
        {said?.ok ? said.message : ''}
      </p>
      <p role="alert" className="text-sm text-no-300 empty:hidden">
        {said && !said.ok ? said.message : ''}
      </p>
      {starting && (
        <Suspense fallback={null}>
          <StartLeagueDialog onClose={() => setStarting(false)} />
        </Suspense>
      )}
    </div>
  );
}
