// League links: an update's or a picks card's wire bytes (already deflated when signed) as
// base64url in the fragment of `/leagues#join=…`, `#update=…` or `#picks=…`, so they never reach a server's log. A
// link past MAX_LINK_LENGTH is not made (chat apps and browsers cut long ones): a file carries it.

import { fromBase64Url, toBase64Url } from './encoding';
import { decodeWire } from './wire';

/** The longest whole URL made into a link; longer updates travel as files. */
export const MAX_LINK_LENGTH = 8000;
export const LEAGUES_PATH = '/leagues';

export const LINK_KINDS = ['join', 'update', 'picks'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** How a league link was damaged on its way: another kind of fragment, changed characters, or cut short. */
export type LinkDamage = 'unknown-kind' | 'bad-characters' | 'cut-short';

export type LinkFragment = { kind: LinkKind; bytes: Uint8Array } | { kind: 'invalid'; damage: LinkDamage };

function linkFor(kind: LinkKind, origin: string, bytes: Uint8Array): string | null {
  const link = `${origin.replace(/\/+$/, '')}${LEAGUES_PATH}#${kind}=${toBase64Url(bytes)}`;
  return link.length > MAX_LINK_LENGTH ? null : link;
}

/** The invite link for an update carrying the league from event 1, or null when only a file can carry it. */
export function joinLinkFor(origin: string, bytes: Uint8Array): string | null {
  return linkFor('join', origin, bytes);
}

/** The update link for these bytes, or null when only a file can carry them. */
export function updateLinkFor(origin: string, bytes: Uint8Array): string | null {
  return linkFor('update', origin, bytes);
}

/** The link sending a player's picks card to the organiser, or null when only a file can carry it. */
export function picksLinkFor(origin: string, bytes: Uint8Array): string | null {
  return linkFor('picks', origin, bytes);
}

function isLinkKind(kind: string): kind is LinkKind {
  return (LINK_KINDS as readonly string[]).includes(kind);
}

/**
 * What a `location.hash` carries: an invite, an update or a picks card, a damaged league link, or null when it
 * is no league link at all (empty, or a plain anchor such as the skip link's `#main`). Never throws.
 */
export function readLinkFragment(hash: string): LinkFragment | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const equals = fragment.indexOf('=');
  if (equals < 0) return null;
  const kind = fragment.slice(0, equals);
  if (!isLinkKind(kind)) return { kind: 'invalid', damage: 'unknown-kind' };
  const bytes = fromBase64Url(fragment.slice(equals + 1));
  if (bytes === null) return { kind: 'invalid', damage: 'bad-characters' };
  // Cut short (a chat app trimming a long link) leaves too few bytes to hold an update or a card at all.
  if (decodeWire(bytes) === null) return { kind: 'invalid', damage: 'cut-short' };
  return { kind, bytes };
}
