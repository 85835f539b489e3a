// The admin's platform settings.

import * as v from 'valibot';
import { DAILY_BONUS_RANGE, PLATFORM_NAME_MAX_LENGTH } from '../admin/settings-limits';

export const settingsSchema = v.strictObject({
  platformName: v.pipe(v.string(), v.minLength(1), v.maxLength(PLATFORM_NAME_MAX_LENGTH)),
  dailyBonus: v.pipe(v.number(), v.safeInteger(), v.minValue(DAILY_BONUS_RANGE.min), v.maxValue(DAILY_BONUS_RANGE.max)),
});

export type Settings = v.InferOutput<typeof settingsSchema>;
