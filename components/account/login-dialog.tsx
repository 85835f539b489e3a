'use client';

import { useState } from 'react';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { isolateText } from '@/lib/display/bidi';
import { coinsText } from '@/lib/display/format';
import type { Account } from '@/lib/model/account';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { Dialog } from '../ui/dialog';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { account_admin_hint, account_have_account, account_login_description, account_login_title, account_no_account_yet, account_signup_description, account_signup_title, account_switch_to_login, account_switch_to_signup, account_welcome_back, account_welcome_new } from '@/lib/i18n/paraglide/messages';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which form it opens on; read once, when it mounts. */
  initialMode?: 'login' | 'signup';
}

/** The spec's modal: 'Welcome Back!' login, toggled by a link to 'Join PredictoPlay' sign-up. */
export function LoginDialog({ open, onOpenChange, initialMode = 'login' }: LoginDialogProps) {
  const [mode, setMode] = useState(initialMode);
  const [carriedEmail, setCarriedEmail] = useState<string>();
  const isLogin = mode === 'login';

  function switchTo(next: 'login' | 'signup', email?: string) {
    setCarriedEmail(email);
    setMode(next);
  }

  function done(account: Account, created: boolean, saved: boolean) {
    onOpenChange(false);
    const name = isolateText(account.username);
    const welcome = created ? account_welcome_new({ name, coins: coinsText(account.coins) }) : account_welcome_back({ name });
    showToast(withSaveNote(welcome, { saved }));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isLogin ? account_login_title() : account_signup_title()}
      description={isLogin ? account_login_description() : account_signup_description()}
    >
      {/* A key per mode starts each form empty when the player switches. */}
      {isLogin ? (
        <LoginForm key="login" onDone={done} onCreateAccount={(email) => switchTo('signup', email)} />
      ) : (
        <SignUpForm key="signup" onDone={done} defaultEmail={carriedEmail} />
      )}
      {/* On a narrow phone the question and its button wrap as two whole pieces, never mid-word. */}
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-1 text-center text-sm text-slate-300">
        <span>{isLogin ? account_no_account_yet() : account_have_account()}</span>
        <button
          type="button"
          onClick={() => switchTo(isLogin ? 'signup' : 'login')}
          // A flex item, not a word in a sentence: it needs the 24 px of a target (WCAG 2.5.8).
          className="min-h-6 font-semibold text-brand-300 underline underline-offset-2 hover:text-white"
        >
          {isLogin ? account_switch_to_signup() : account_switch_to_login()}
        </button>
      </p>
      <p className="mt-4 rounded-lg bg-ink-800 px-3 py-2 text-center text-xs text-slate-300 [overflow-wrap:anywhere]">{account_admin_hint({ email: ADMIN_EMAIL })}</p>
    </Dialog>
  );
}
