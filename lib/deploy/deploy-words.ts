// The words a player reads about a new deploy.

/** The toast on the first page of a new deploy. */
export const UPDATED_MESSAGE = 'Updated: you now have the latest PredictoPlay.';
