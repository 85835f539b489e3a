'use client';

import { useState } from 'react';
import { formatCount } from '@/lib/display/format';
import { leagueNameProblem, startingCoinsProblem, type LeagueSetupProblem } from '@/lib/league/league-log';
import { leagueSetupText } from '@/lib/league/league-words';
import { payoutRuleLabel, PAYOUT_RULE_TEXT } from '@/lib/league/screen-words';
import { PAYOUT_RULES, STARTING_COINS, type PayoutRule } from '@/lib/model/league';
import { showToast } from '@/lib/store/toast-store';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';
import { InviteGroup } from './invite-group';
import { startLeague } from './league-port';
import { SCREEN_WORDS } from './leagues-screen-words';
import { leagues_chosen_once, leagues_league_name, leagues_start_description, leagues_start_the_league, leagues_starting_coins, leagues_starting_coins_hint } from '@/lib/i18n/paraglide/messages';

/** '1,000' and '1 000' are both a thousand; anything but digits is not a number of coins. */
function coinsOf(text: string): number {
  const digits = text.replace(/[\s,_]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

const wordsOf = (problem: LeagueSetupProblem | null) => (problem === null ? undefined : leagueSetupText(problem));

interface Errors {
  name?: string;
  coins?: string;
}

export function StartLeagueDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [coins, setCoins] = useState(formatCount(STARTING_COINS.default));
  const [payout, setPayout] = useState<PayoutRule>('fixed');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Once started, the same dialog turns to inviting the group: the link is the next thing to do.
  const [started, setStarted] = useState<{ leagueId: string; name: string } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Errors = { name: wordsOf(leagueNameProblem(name)), coins: wordsOf(startingCoinsProblem(coinsOf(coins))) };
    setErrors(found);
    if (found.name || found.coins) {
      form.querySelector<HTMLElement>(found.name ? '[name="name"]' : '[name="coins"]')?.focus();
      return;
    }
    setBusy(true);
    const result = await startLeague(name.trim(), coinsOf(coins), payout);
    setBusy(false);
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    showToast(result.message);
    setStarted({ leagueId: result.leagueId, name: name.trim() });
  }

  if (started) {
    return (
      <Dialog open onOpenChange={(next) => !next && onClose()} title={SCREEN_WORDS.inviteTitle} description={SCREEN_WORDS.inviteHelp}>
        <InviteGroup leagueId={started.leagueId} leagueName={started.name} />
        <button type="button" onClick={onClose} className="mt-5 w-full rounded-xl border border-ink-600 px-4 py-3 font-semibold text-white hover:bg-ink-700">
          {SCREEN_WORDS.done}
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={SCREEN_WORDS.start}
      description={leagues_start_description()}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={leagues_league_name()} name="name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="off" />
        <TextField
          label={leagues_starting_coins()}
          name="coins"
          inputMode="numeric"
          value={coins}
          onChange={(event) => setCoins(event.target.value)}
          error={errors.coins}
          hint={leagues_starting_coins_hint()}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-200">{payoutRuleLabel()}</legend>
          <p className="text-sm text-slate-300">{leagues_chosen_once()}</p>
          <div className="mt-2 space-y-2">
            {PAYOUT_RULES.map((rule) => (
              <label key={rule} className="flex items-start gap-2 text-slate-200">
                <input type="radio" name="payout" value={rule} checked={payout === rule} onChange={() => setPayout(rule)} className="mt-1" />
                <span>{PAYOUT_RULE_TEXT[rule]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormAlert message={formError} />
        <button type="submit" disabled={busy} className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {leagues_start_the_league()}
        </button>
      </form>
    </Dialog>
  );
}
