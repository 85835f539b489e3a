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

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spec's modal: 'Welcome Back!' login, toggled by a link to 'Join PredictoPlay' sign-up. */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [carriedEmail, setCarriedEmail] = useState<string>();
  const isLogin = mode === 'login';

  function switchTo(next: 'login' | 'signup', email?: string) {
    setCarriedEmail(email);
    setMode(next);
  }

  function done(account: Account, created: boolean, saved: boolean) {
    onOpenChange(false);
    const welcome = created
      ? `Welcome to PredictoPlay, ${isolateText(account.username)}! ${coinsText(account.coins)} are yours.`
      : `Welcome back, ${isolateText(account.username)}!`;
    showToast(withSaveNote(welcome, { saved }));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isLogin ? 'Welcome Back!' : 'Join PredictoPlay'}
      description={isLogin ? 'Log in to keep predicting.' : 'Sign up and get 1,000 free play coins.'}
    >
      {/* A key per mode starts each form empty when the player switches. */}
      {isLogin ? (
        <LoginForm key="login" onDone={done} onCreateAccount={(email) => switchTo('signup', email)} />
      ) : (
        <SignUpForm key="signup" onDone={done} defaultEmail={carriedEmail} />
      )}
      <p className="mt-4 text-center text-sm text-slate-300">
        {isLogin ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          onClick={() => switchTo(isLogin ? 'signup' : 'login')}
          className="font-semibold text-brand-300 underline underline-offset-2 hover:text-white"
        >
          {isLogin ? 'Sign up' : 'Log in'}
        </button>
      </p>
      <p className="mt-4 rounded-lg bg-ink-800 px-3 py-2 text-center text-xs text-slate-300">Use {ADMIN_EMAIL} for admin access</p>
    </Dialog>
  );
}
