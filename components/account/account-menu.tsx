'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { logOut } from '@/lib/store/session-store';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { account_logged_out_toast, account_login, account_menu_admin, account_menu_label, account_menu_logout, account_menu_name, account_menu_profile } from '@/lib/i18n/paraglide/messages';

interface AccountMenuProps {
  /** The logged-in player's name; null for a visitor, and until the stores have loaded. */
  username: string | null;
  isAdmin: boolean;
  /** What the button does for a visitor. */
  onLogin: () => void;
}

const loginClass = 'whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';
const triggerClass = 'grid h-10 w-10 place-items-center rounded-full border border-ink-600 bg-ink-800 text-sm font-medium text-white hover:bg-ink-700';

const itemClass = 'block w-full rounded-lg px-3 py-2.5 text-left text-sm text-slate-200 hover:bg-ink-700 focus:bg-ink-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

/**
 * The account slot: one button element for its whole life, 'Login' for a visitor and the trigger
 * of the WAI-ARIA menu button pattern for a player (arrows move, Home and End jump, Escape and Tab
 * close). Being the same element, a focus or a press made before the stores load survives them,
 * and the login dialog gives focus back to it, whoever turns out to be logged in.
 */
export function AccountMenu({ username, isAdmin, onLogin }: AccountMenuProps) {
  const [menuOpen, setOpen] = useState(false);
  const player = username !== null;
  const open = menuOpen && player;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const router = useRouter();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonClick() {
    if (!player) {
      setOpen(false);
      onLogin();
    } else if (open) close(false);
    else openMenu('first');
  }

  function onButtonKeyDown(event: React.KeyboardEvent) {
    if (!player) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: React.KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = ((moves[event.key] as number) + list.length) % list.length;
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function logOutNow() {
    close(true);
    const saved = logOut();
    router.push('/');
    showToast(withSaveNote(account_logged_out_toast(), { saved }), 'info');
  }

  return (
    <div className="relative flex items-center gap-2">
      {/* Outside the button, whose name stays exactly 'Account menu'. */}
      {player && (
        <span className="hidden max-w-[8rem] truncate text-sm font-medium text-slate-200 lg:inline">
          <bdi>{username}</bdi>
        </span>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={player ? account_menu_label() : undefined}
        aria-haspopup={player ? 'menu' : undefined}
        aria-expanded={player ? open : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={player ? triggerClass : loginClass}
      >
        {player ? (
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 font-bold">
            {username.slice(0, 1).toUpperCase()}
          </span>
        ) : (
          account_login()
        )}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={account_menu_name()}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-12 z-50 w-48 rounded-xl border border-ink-700 bg-ink-900 p-1.5 shadow-xl shadow-black/40"
        >
          <Link role="menuitem" tabIndex={-1} href="/profile" onClick={() => close(false)} className={itemClass}>
            {account_menu_profile()}
          </Link>
          {isAdmin && (
            <Link role="menuitem" tabIndex={-1} href="/admin" onClick={() => close(false)} className={itemClass}>
              {account_menu_admin()}
            </Link>
          )}
          <button role="menuitem" tabIndex={-1} type="button" onClick={logOutNow} className={itemClass}>
            {account_menu_logout()}
          </button>
        </div>
      )}
    </div>
  );
}
