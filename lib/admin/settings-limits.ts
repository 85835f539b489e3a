// What the admin's platform settings may be: the settings form and the stored record read the same limits.

export const PLATFORM_NAME_MAX_LENGTH = 40;
export const DAILY_BONUS_RANGE = { min: 1, max: 10_000 } as const;
