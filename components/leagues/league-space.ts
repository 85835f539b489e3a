// The heights kept for what /leagues shows once the saved game has loaded, at least as tall as it
// is at each width, so nothing below moves when it arrives (measured: the tools 230 px at 375 px
// wide for a visitor, 248 for a player; 120 on one row from 1024 px; the empty state 298 at 375, 202 wide).

/** The tools' box: a visitor's note or a player's Start button, and the file pickers. */
export const TOOLS_SPACE = 'min-h-[16rem] sm:min-h-[12rem] lg:min-h-[8rem]';
/** The empty state's box, and the space kept for the list before the game has loaded. */
export const LIST_SPACE = 'min-h-[19rem] sm:min-h-[14.5rem]';
