'use client';

import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type RefObject } from 'react';
import { logOut } from '@/lib/store/session-store';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { account_logged_out_toast, account_menu_admin, account_menu_logout, account_menu_name, account_menu_profile } from '@/lib/i18n/paraglide/messages';

interface AccountMenuListProps {
  id: string;
  isAdmin: boolean;
  /** Which item takes focus when the list opens. */
  focusOnOpen: 'first' | 'last';
  /** The menu's button: a press on it is not a press outside. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the menu, giving focus back to its button when asked. */
  onClose: (returnFocus: boolean) => void;
}

const itemClass = 'block w-full rounded-lg px-3 py-2.5 text-left text-sm text-slate-200 hover:bg-ink-700 focus:bg-ink-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

/**
 * The open account menu (WAI-ARIA menu: arrows move and wrap, Home and End jump, Escape and Tab
 * close, a press outside closes). Mounted only while open, and loaded apart from the top bar so
 * every page's first load leaves it out.
 */
export function AccountMenuList({ id, isAdmin, focusOnOpen, buttonRef, onClose }: AccountMenuListProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
    // Focus moves once, when the list opens; the handler's close is the same for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  }

  function logOutNow() {
    onClose(true);
    const saved = logOut();
    router.push('/');
    showToast(withSaveNote(account_logged_out_toast(), { saved }), 'info');
  }

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={account_menu_name()}
      onKeyDown={onMenuKeyDown}
      className="absolute right-0 top-12 z-50 w-48 rounded-xl border border-ink-700 bg-ink-900 p-1.5 shadow-xl shadow-black/40"
    >
      <AppLink role="menuitem" tabIndex={-1} href="/profile" onClick={() => onClose(false)} className={itemClass}>
        {account_menu_profile()}
      </AppLink>
      {isAdmin && (
        <AppLink role="menuitem" tabIndex={-1} href="/admin" onClick={() => onClose(false)} className={itemClass}>
          {account_menu_admin()}
        </AppLink>
      )}
      <button role="menuitem" tabIndex={-1} type="button" onClick={logOutNow} className={itemClass}>
        {account_menu_logout()}
      </button>
    </div>
  );
}
