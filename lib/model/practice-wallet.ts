// The wallet of the free-play coins every account has; a league's wallet is named by its id.
// Apart from the schemas so that code running on every page can name it without loading them.

export const PRACTICE_WALLET = 'practice';
