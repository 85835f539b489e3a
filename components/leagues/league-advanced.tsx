'use client';

import { useId, useState } from 'react';
import { fileTooLarge } from '@/lib/files/file-cap';
import { fileTooLargeText } from '@/lib/files/file-words';
import { ADVANCED_SPACE } from './league-space';
import { SCREEN_WORDS } from './leagues-screen-words';

// The store actions load on the file's choice, not with the page.
const loadPort = () => import('./league-port');

const fileClass =
  'max-w-full text-sm text-slate-300 file:mr-3 file:rounded-xl file:border-0 file:bg-ink-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-ink-600';

interface Said {
  ok: boolean;
  message: string;
}

/** The files behind the links, under 'Advanced', each with one plain sentence: an update file, and a league's key file. */
export function LeagueAdvanced({ loggedIn }: { loggedIn: boolean }) {
  const keyId = useId();
  const updateId = useId();
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
    <details className={`rounded-2xl border border-ink-700 bg-ink-900 px-4 py-3 sm:px-5 ${ADVANCED_SPACE}`}>
      <summary className="cursor-pointer py-1 font-semibold text-white">{SCREEN_WORDS.advanced}</summary>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={updateId} className="text-sm font-semibold text-white">
            {SCREEN_WORDS.openUpdateFile}
          </label>
          <p id={`${updateId}-help`} className="text-sm text-slate-300">
            {SCREEN_WORDS.openUpdateFileHelp}
          </p>
          <input id={updateId} type="file" onChange={openUpdate} aria-describedby={`${updateId}-help`} className={fileClass} />
        </div>
        {loggedIn && (
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={keyId} className="text-sm font-semibold text-white">
              {SCREEN_WORDS.keyFile}
            </label>
            <p id={`${keyId}-help`} className="text-sm text-slate-300">
              {SCREEN_WORDS.keyFileHelp}
            </p>
            <input id={keyId} type="file" onChange={takeOver} aria-describedby={`${keyId}-help`} className={fileClass} />
          </div>
        )}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-100 empty:hidden">
        {said?.ok ? said.message : ''}
      </p>
      <p role="alert" className="mt-3 text-sm text-no-300 empty:hidden">
        {said && !said.ok ? said.message : ''}
      </p>
    </details>
  );
}
