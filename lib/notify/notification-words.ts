// The settled news in words, as one system notification: 'Office Cup: you won 180 · 3rd of 14',
// the bets counted below it, tagged per league (a newer one replaces the older) and opening that
// league on the leagues page, in this build's language.

import { isolateText } from '../display/bidi';
import { formatCoins, formatCount } from '../display/format';
import { LOCALE, pathInLocale, type Locale } from '../i18n/locale';
import { notify_body_lost, notify_body_open, notify_body_refunded, notify_body_won, notify_even, notify_lost, notify_rank, notify_refunded, notify_won } from '../i18n/paraglide/messages';
import { ordinalText } from '../league/player/player-words';
import type { SettledNews } from './settled-news';

/** What `registration.showNotification(title, options)` is given. */
export interface SettledNotification {
  title: string;
  options: {
    body: string;
    /** One per league: a newer notification of the league replaces the older one. */
    tag: string;
    /** Replacing an older one of the league does not buzz again. */
    renotify: false;
    icon: string;
    data: { url: string };
  };
}

const counted = (count: number) => ({ count, shown: formatCount(count) });

/** The tag every notification of a league carries. */
export function notificationTag(leagueId: string): string {
  return `predictoplay-league-${leagueId}`;
}

/** The league's card on the leagues page, in the language's own pages. */
export function leagueUrl(leagueId: string, locale: Locale = LOCALE): string {
  return pathInLocale(`/leagues#league-${encodeURIComponent(leagueId)}`, locale);
}

/** 'Office Cup: you won 180 · 3rd of 14'. */
export function notificationTitle(news: SettledNews): string {
  const league = isolateText(news.leagueName);
  const settledOnlyRefunds = news.won === 0 && news.lost === 0;
  const headline =
    news.net > 0
      ? notify_won({ league, coins: formatCoins(news.net) })
      : news.net < 0
        ? notify_lost({ league, coins: formatCoins(-news.net) })
        : settledOnlyRefunds
          ? notify_refunded({ league, ...counted(news.refunded) })
          : notify_even({ league });
  return news.rank === null ? headline : `${headline} · ${notify_rank({ rank: ordinalText(news.rank), of: formatCount(news.of) })}`;
}

/** '2 predictions won · 1 prediction lost. Tap to see the league.' */
export function notificationBody(news: SettledNews): string {
  const parts: string[] = [];
  if (news.won > 0) parts.push(notify_body_won(counted(news.won)));
  if (news.lost > 0) parts.push(notify_body_lost(counted(news.lost)));
  if (news.refunded > 0) parts.push(notify_body_refunded(counted(news.refunded)));
  return `${parts.join(' · ')}\n${notify_body_open()}`;
}

/** The notification of one account's news. */
export function settledNotification(news: SettledNews, locale: Locale = LOCALE): SettledNotification {
  return {
    title: notificationTitle(news),
    options: { body: notificationBody(news), tag: notificationTag(news.leagueId), renotify: false, icon: '/icons/icon-192.png', data: { url: leagueUrl(news.leagueId, locale) } },
  };
}
