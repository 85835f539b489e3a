import { leagueUrl, notificationBody, notificationTag, notificationTitle, settledNotification } from '@/lib/notify/notification-words';
import type { SettledNews } from '@/lib/notify/settled-news';
import { devanagariShare, inHindi } from '../../i18n/hindi';

const news = (over: Partial<SettledNews> = {}): SettledNews => ({ accountId: 'ann', leagueId: 'aaaabbbbccccdddd', leagueName: 'Office Cup', net: 180, won: 1, lost: 0, refunded: 0, rank: 3, of: 14, ...over });

describe('the notification of settled bets, in English', () => {
  it('says what the player won and where they stand', () => {
    expect(notificationTitle(news())).toBe('Office Cup: you won 180 · 3rd of 14');
    expect(notificationTitle(news({ rank: 1, of: 2 }))).toBe('Office Cup: you won 180 · 1st of 2');
    expect(notificationTitle(news({ net: 1250, rank: 22, of: 30 }))).toBe('Office Cup: you won 1,250 · 22nd of 30');
  });

  it('words a loss, coins returned and a mixed result plainly, without a rank when the player is not listed', () => {
    expect(notificationTitle(news({ net: -100, won: 0, lost: 1, rank: null }))).toBe('Office Cup: you lost 100');
    expect(notificationTitle(news({ net: 0, won: 0, refunded: 1, rank: null }))).toBe('Office Cup: coins returned on your prediction');
    expect(notificationTitle(news({ net: 0, won: 0, refunded: 3, rank: null }))).toBe('Office Cup: coins returned on 3 predictions');
    expect(notificationTitle(news({ net: 0, won: 1, lost: 1, rank: 2, of: 5 }))).toBe('Office Cup: you came out even · 2nd of 5');
  });

  it('counts the bets in the body, singular and plural, and says where a tap goes', () => {
    expect(notificationBody(news({ won: 1 }))).toBe('1 prediction won\nTap to see the league.');
    expect(notificationBody(news({ won: 2, lost: 1, refunded: 2 }))).toBe('2 predictions won · 1 prediction lost · 2 cancelled, coins returned\nTap to see the league.');
  });

  it('tags per league, never buzzes again for a replacement, and opens the league', () => {
    expect(notificationTag('aaaabbbbccccdddd')).toBe('predictoplay-league-aaaabbbbccccdddd');
    const shown = settledNotification(news(), 'en');
    expect(shown.options).toMatchObject({ tag: 'predictoplay-league-aaaabbbbccccdddd', renotify: false, data: { url: '/leagues#league-aaaabbbbccccdddd' } });
    expect(shown.title).toBe('Office Cup: you won 180 · 3rd of 14');
    expect(settledNotification(news({ leagueId: 'eeeeffffgggghhhh' }), 'en').options.tag).not.toBe(shown.options.tag);
  });

  it('opens the Hindi pages from the Hindi build', () => {
    expect(leagueUrl('aaaabbbbccccdddd', 'hi')).toBe('/hi/leagues#league-aaaabbbbccccdddd');
    expect(settledNotification(news(), 'hi').options.data.url).toBe('/hi/leagues#league-aaaabbbbccccdddd');
  });
});

describe('the notification of settled bets, in Hindi', () => {
  inHindi();

  it('says the win, the loss and the standing in Hindi, with Latin digits', () => {
    expect(notificationTitle(news())).toBe('Office Cup: आप 180 जीते · 14 में से तीसरा');
    expect(notificationTitle(news({ net: -100, won: 0, lost: 1, rank: 7, of: 9 }))).toBe('Office Cup: आप 100 हारे · 9 में से 7वाँ');
    expect(notificationTitle(news({ net: 0, won: 0, refunded: 1, rank: null }))).toBe('Office Cup: आपके अनुमान के सिक्के वापस');
    expect(notificationTitle(news({ net: 0, won: 0, refunded: 2, rank: null }))).toBe('Office Cup: 2 अनुमानों के सिक्के वापस');
    expect(notificationTitle(news({ net: 0, won: 1, lost: 1, rank: null }))).toBe('Office Cup: न जीत, न हार');
  });

  it('counts the bets in Hindi', () => {
    const body = notificationBody(news({ won: 2, lost: 1, refunded: 1 }));
    expect(body).toBe('2 अनुमान सही · 1 अनुमान गलत · 1 रद्द: सिक्के वापस\nलीग देखने के लिए टैप करें।');
    expect(devanagariShare(body)).toBe(1);
  });
});
