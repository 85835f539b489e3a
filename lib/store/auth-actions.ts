// Login, sign-up and logout: validate, hash with Web Crypto (slow on purpose), then open or
// check the account in one commit and start the session. Nothing is saved when any step fails.
// A login never opens an account, except the admin demo address's first one. Sign-up opens the
// new player's tutorial question with the account; the admin, and accounts opened before there
// was a tutorial, get none.

import { ADMIN_EMAIL } from '../account/admin-email';
import { isAdminAccount, openAdminAccount, signUp } from '../account/accounts';
import { findAccountByEmail, normaliseEmail } from '../account/find-account';
import type { Account } from '../model/account';
import { followLeague } from '../league/follow-league';
import type { GameData } from '../model/game';
import type { OpContext } from '../game/operation';
import { hashPassword, verifyPassword } from '../account/password';
import {
  hasErrors,
  validateLogin,
  validateSignUp,
  type AccountErrors,
  type AuthFormProblem,
  type LoginForm,
  type SignUpForm,
} from '../account/validation';
import { withTutorial, type TutorialSeed } from '../tutorial/tutorial-question';
import { useGameStore } from './game-store';
import { commitGame } from './commit-game';
import { loadAccountRecordsOf } from './hydrate-stores';
import { isSessionSaved, useSessionStore } from './session-store';

export type AuthResult<F extends string> =
  | { ok: true; account: Account; created: boolean; /** False when the account or session is kept in this tab only. */ saved: boolean }
  | { ok: false; errors: AccountErrors<F>; formError?: AuthFormProblem; /** The email has no account here: offer sign-up. */ noAccount?: true };

/**
 * Every account follows the site's own league, at its first login after the league appears; the
 * starting coins are credited once per account (their ledger id says so), so a later login adds nothing.
 */
function followSiteLeagues(data: GameData, accountId: string, ctx: OpContext): GameData {
  return data.leagues.reduce((game, league) => {
    if (league.source !== 'site') return game;
    const followed = followLeague(game, accountId, league.id, ctx);
    return followed.ok ? followed.data : game;
  }, data);
}

function joinSiteLeagues<R extends { ok: true; data: GameData; account: Account } | { ok: false }>(result: R, ctx: OpContext): R {
  return result.ok ? { ...result, data: followSiteLeagues(result.data, result.account.id, ctx) } : result;
}

/** The tutorial question's words, stored with the samples; without them (a chunk that failed) sign-up goes on without one. */
function loadTutorialSeed(): Promise<TutorialSeed | null> {
  return import('./sample-data').then((samples) => samples.TUTORIAL_SEED).catch(() => null);
}

/** A new player's own tutorial question, opened in the commit that opens the account. */
function withTutorialOf<R extends { ok: true; data: GameData; account: Account } | { ok: false }>(result: R, seed: TutorialSeed | null, ctx: OpContext): R {
  return result.ok && seed ? { ...result, data: withTutorial(result.data, seed, result.account.id, ctx) } : result;
}

function webCrypto(): Crypto | null {
  return typeof crypto !== 'undefined' && crypto.subtle ? crypto : null;
}

/** Starts the session; true when it reached storage. */
function startSession(account: Account): boolean {
  useSessionStore.setState({ accountId: account.id });
  return isSessionSaved();
}

export async function logIn(form: LoginForm): Promise<AuthResult<keyof LoginForm>> {
  const errors = validateLogin(form);
  if (hasErrors(errors)) return { ok: false, errors };
  const cryptoImpl = webCrypto();
  if (!cryptoImpl) return { ok: false, errors: {}, formError: 'no-web-crypto' };
  const known = findAccountByEmail(useGameStore.getState(), form.email);
  if (known) {
    // The demo admin address takes any password; everyone else needs theirs.
    if (!isAdminAccount(known, ADMIN_EMAIL) && !(await verifyPassword(form.password, known.password, cryptoImpl))) {
      return { ok: false, errors: {}, formError: 'wrong-credentials' };
    }
    // The wallet and bets of an account that was not logged in at start-up are read before it shows.
    await loadAccountRecordsOf(known.id);
    if (useGameStore.getState().leagues.some((league) => league.source === 'site')) {
      // Following credits the starting coins once: the account's own entries say whether it was.
      await commitGame((data, ctx) => ({ ok: true as const, data: followSiteLeagues(data, known.id, ctx) }), { reads: { accounts: [known.id] } });
    }
    return { ok: true, account: known, created: false, saved: startSession(known) };
  }
  if (normaliseEmail(form.email) !== ADMIN_EMAIL) return { ok: false, errors: { email: { reason: 'no-account' } }, noAccount: true };
  const password = await hashPassword(form.password, cryptoImpl);
  const opened = await commitGame((data, ctx) => joinSiteLeagues(openAdminAccount(data, password, ADMIN_EMAIL, ctx), ctx));
  if (!opened.ok) return { ok: false, errors: {}, formError: 'opened-elsewhere' };
  const sessionSaved = startSession(opened.account);
  return { ok: true, account: opened.account, created: true, saved: opened.saved && sessionSaved };
}

export async function signUpWith(form: SignUpForm): Promise<AuthResult<keyof SignUpForm>> {
  const isRegistered = (email: string) => findAccountByEmail(useGameStore.getState(), email) !== undefined;
  const errors = validateSignUp(form, { adminEmail: ADMIN_EMAIL, isRegistered });
  if (hasErrors(errors)) return { ok: false, errors };
  const cryptoImpl = webCrypto();
  if (!cryptoImpl) return { ok: false, errors: {}, formError: 'no-web-crypto' };
  const [password, seed] = await Promise.all([hashPassword(form.password, cryptoImpl), loadTutorialSeed()]);
  const details = { username: form.username, email: form.email, phone: form.phone.trim() === '' ? null : form.phone, password };
  const opened = await commitGame((data, ctx) => joinSiteLeagues(withTutorialOf(signUp(data, details, ADMIN_EMAIL, ctx), seed, ctx), ctx));
  if (!opened.ok) return { ok: false, errors: { email: { reason: 'email-taken' } } };
  const sessionSaved = startSession(opened.account);
  return { ok: true, account: opened.account, created: true, saved: opened.saved && sessionSaved };
}
