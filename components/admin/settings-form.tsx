'use client';

import { useState } from 'react';
import { coinsText, formatCoins, formatCount } from '@/lib/display/format';
import { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH, type SettingsField, type SettingsForm as Form } from '@/lib/admin/settings';
import { saveSettingsAsAdmin } from '@/lib/store/admin-actions';
import { useGameStore } from '@/lib/store/game-store';
import { settingsErrorsText } from '@/lib/admin/admin-words';
import { withSaveNote } from '@/lib/store/save-words';
import { admin_settings_applied, admin_settings_bonus, admin_settings_bonus_hint, admin_settings_fix_fields, admin_settings_name, admin_settings_name_hint, admin_settings_not_admin, admin_settings_save, admin_settings_saved, admin_settings_title } from '@/lib/i18n/paraglide/messages';
import { TextField } from '../ui/text-field';

export function SettingsForm() {
  const settings = useGameStore((state) => state.settings);
  const [form, setForm] = useState<Form>({ platformName: settings.platformName, dailyBonus: String(settings.dailyBonus) });
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [status, setStatus] = useState('');

  const update = (field: SettingsField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setStatus('');
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const result = await saveSettingsAsAdmin(form);
    if (result.ok) {
      setErrors({});
      setForm({ platformName: result.settings.platformName, dailyBonus: String(result.settings.dailyBonus) });
      setStatus(
        result.saved
          ? admin_settings_saved({ name: result.settings.platformName, coins: coinsText(result.settings.dailyBonus) })
          : withSaveNote(admin_settings_applied({ name: result.settings.platformName, coins: coinsText(result.settings.dailyBonus) }), result),
      );
      return;
    }
    if (result.reason === 'not-admin') {
      setStatus(admin_settings_not_admin());
      return;
    }
    setErrors(settingsErrorsText(result.errors));
    setStatus(admin_settings_fix_fields());
    const first = result.errors.platformName ? 'platformName' : 'dailyBonus';
    formElement.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="platform-settings-title" className="max-w-lg space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-6">
      <h2 id="platform-settings-title" className="text-lg font-semibold text-white">
        {admin_settings_title()}
      </h2>
      <TextField
        label={admin_settings_name()}
        name="platformName"
        value={form.platformName}
        onChange={update('platformName')}
        error={errors.platformName}
        hint={admin_settings_name_hint({ max: formatCount(PLATFORM_NAME_MAX_LENGTH) })}
      />
      <TextField
        label={admin_settings_bonus()}
        name="dailyBonus"
        inputMode="numeric"
        value={form.dailyBonus}
        onChange={update('dailyBonus')}
        error={errors.dailyBonus}
        hint={admin_settings_bonus_hint({ min: formatCount(DAILY_BONUS_RANGE.min), max: formatCoins(DAILY_BONUS_RANGE.max) })}
      />
      <p role="status" className="min-h-5 text-sm text-slate-200">
        {status}
      </p>
      <button type="submit" className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
        {admin_settings_save()}
      </button>
    </form>
  );
}
