// The heights kept for what /leagues shows once the saved game has loaded, each at least as tall
// as what arrives at every width, and given to both the space and what lands in it, so nothing
// below moves when it arrives (measured for a visitor: the empty state 198 px at 320 wide, 174 at
// 375, 150 from 640; Start and Join 276 px stacked, 170 side by side from 640; Advanced closed 58).

/** Start a league and Join with a link: a visitor's note or a player's Start button, and the paste field. */
export const TOOLS_SPACE = 'min-h-[17.5rem] sm:min-h-[11rem]';
/** The empty state's box, and the space kept for the list before the game has loaded. */
export const LIST_SPACE = 'min-h-[12.5rem] sm:min-h-[9.5rem]';
/** The page's Advanced, closed, and the space kept for it. */
export const ADVANCED_SPACE = 'min-h-[3.75rem]';
