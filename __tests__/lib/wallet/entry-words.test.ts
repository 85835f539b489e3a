import { entryDisplayText } from '@/lib/wallet/entry-words';
import { cashOutTakenBackText, entryText, notCountedText } from '@/lib/wallet/entry-text';
import { inHindi } from '../../i18n/hindi';

const Q = 'Will it rain (in Pune) tomorrow?';

describe('entryDisplayText', () => {
  it('says each stored kind in plain English, the question as written', () => {
    expect(entryDisplayText({ kind: 'bonus', description: entryText('bonus') })).toBe('Daily bonus');
    expect(entryDisplayText({ kind: 'start', description: entryText('start') })).toBe('Starting coins');
    expect(entryDisplayText({ kind: 'refund', description: entryText('refund', Q) })).toBe(`Coins returned: ${Q}`);
    expect(entryDisplayText({ kind: 'bet', description: entryText('bet', Q) })).toBe(`Bet placed: ${Q}`);
    expect(entryDisplayText({ kind: 'refund', description: notCountedText('over-balance', Q) })).toBe(`Not counted: more than your league coins (${Q})`);
    expect(entryDisplayText({ kind: 'cash-out', description: cashOutTakenBackText('crowd-moved', Q) })).toBe(`Cash-out taken back: The crowd moved: your bet stands (${Q})`);
  });

  it('shows a description it cannot read as it is stored', () => {
    expect(entryDisplayText({ kind: 'bet', description: 'Something older' })).toBe('Something older');
  });

  describe('in Hindi', () => {
    inHindi();

    it('says each kind in Hindi from the same stored text', () => {
      expect(entryDisplayText({ kind: 'bonus', description: 'Daily login bonus' })).toBe('रोज़ का बोनस');
      expect(entryDisplayText({ kind: 'win', description: `Won prediction: ${Q}` })).toBe(`अनुमान सही, सिक्के जीते: ${Q}`);
      expect(entryDisplayText({ kind: 'refund', description: notCountedText('after-result', Q) })).toBe(`गिना नहीं गया: नतीजे के बाद भेजा (${Q})`);
      expect(entryDisplayText({ kind: 'cash-out', description: cashOutTakenBackText('unknown-bet', Q) })).toBe(
        `निकाले सिक्के वापस लिए गए: गिना नहीं गया: इसका अनुमान गिना नहीं गया (${Q})`,
      );
    });
  });
});

describe('a sample question named in an entry', () => {
  it('is shown as the page shows the question (its Hindi on a Hindi page), the stored text unchanged', () => {
    const inHindiWords = (kept: string) => (kept === Q ? 'क्या बारिश होगी?' : kept);
    expect(entryDisplayText({ kind: 'bet', description: entryText('bet', Q) }, inHindiWords)).toBe('Bet placed: क्या बारिश होगी?');
    expect(entryDisplayText({ kind: 'bet', description: entryText('bet', 'Someone’s own question') }, inHindiWords)).toBe('Bet placed: Someone’s own question');
  });
});
