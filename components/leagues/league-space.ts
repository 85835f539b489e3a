// The heights kept for what /leagues shows once the saved game has loaded, so nothing below moves
// much when it arrives: Start and Join stack at 375 px and sit side by side from 640 px.

/** Start a league and Join with a link: a visitor's note or a player's Start button, and the paste field. */
export const TOOLS_SPACE = 'min-h-[14rem] sm:min-h-[9rem]';
/** The space kept for the list before the game has loaded. */
export const LIST_SPACE = 'min-h-[12rem]';
