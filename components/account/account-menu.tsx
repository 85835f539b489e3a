'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { account_login, account_menu_label } from '@/lib/i18n/paraglide/messages';
import type { AccountMenuList } from './account-menu-list';

interface AccountMenuProps {
  /** The logged-in player's name; null for a visitor, and until the stores have loaded. */
  username: string | null;
  isAdmin: boolean;
  /** What the button does for a visitor. */
  onLogin: () => void;
}

const loginClass = 'whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';
const triggerClass = 'grid h-10 w-10 place-items-center rounded-full border border-ink-600 bg-ink-800 text-sm font-medium text-white hover:bg-ink-700';

// The open menu's code loads once a player is known, not with every page: by the time a player
// presses the button it is there, and if not the menu opens when it arrives.
let loadedList: typeof AccountMenuList | null = null;
const loadList = () => import('./account-menu-list').then((module) => (loadedList = module.AccountMenuList));

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
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const [List, setList] = useState(() => loadedList);

  useEffect(() => {
    if (player && !List) void loadList().then((list) => setList(() => list));
  }, [player, List]);

  function openMenu(focus: 'first' | 'last') {
    setFocusOnOpen(focus);
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
        aria-controls={open && List ? menuId : undefined}
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
      {open && List && <List id={menuId} isAdmin={isAdmin} focusOnOpen={focusOnOpen} buttonRef={buttonRef} onClose={close} />}
    </div>
  );
}
