// How the command line names a player and what admitting means: the name with the player code
// (the fingerprint of their key, which admit and ignore take), and the command to change it.

import { isolateText } from '../../lib/display/bidi';
import { fingerprintText } from '../../lib/league/league-id';
import type { LeaguePlayer, PlayerAdmission } from '../../lib/model/picks';

/** 'Asha (player code abcd efgh ijkl mnop)'. */
export function playerText(player: Pick<LeaguePlayer, 'name' | 'playerId'>): string {
  return `${isolateText(player.name)} (player code ${fingerprintText(player.playerId)})`;
}

/** `npm run league -- admit abcd efgh ijkl mnop`. */
export function admissionCommand(command: 'admit' | 'ignore', playerId: string): string {
  return `\`npm run league -- ${command} ${fingerprintText(playerId)}\``;
}

export const ADMISSION_TEXT: Record<PlayerAdmission, string> = {
  admitted: 'admitted: their picks count',
  pending: 'held: their picks are kept but not counted until admitted',
  ignored: 'ignored: their picks are kept but never counted',
};

/** A player code as typed, spaces and case aside: the player id it names. */
export function playerIdFromCode(code: string): string {
  return code.replace(/\s+/g, '').toLowerCase();
}
