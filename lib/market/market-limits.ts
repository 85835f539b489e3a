// How long a market's texts may be: the admin's form and the stored record read the same limits.

export const QUESTION_LENGTH = { min: 10, max: 200 } as const;
export const DESCRIPTION_MAX_LENGTH = 500;
