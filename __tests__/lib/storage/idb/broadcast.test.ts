import { openChangeChannel, type ChangeChannel, type ChangedKeys } from '@/lib/storage/idb/broadcast';
import { commitChanges } from '@/lib/storage/idb/commit';
import { CHANGES_CHANNEL } from '@/lib/storage/keys';
import { readRecords } from '@/lib/storage/idb/load';
import { playedGame } from '../../game-fixtures';
import { now, openFresh, saveGame } from './idb-fixtures';

const channels: ChangeChannel[] = [];
function channel(): ChangeChannel {
  const opened = openChangeChannel();
  if (!opened) throw new Error('no BroadcastChannel in the test environment');
  channels.push(opened);
  return opened;
}
afterEach(() => channels.splice(0).forEach((each) => each.close()));

describe('tabs in step', () => {
  it('announces a commit’s changed ids, and the other tab re-reads just those', async () => {
    const { factory, db: tabA } = await openFresh();
    const tabB = (await openFresh(factory)).db;
    const { data } = playedGame();
    await saveGame(tabA, data);
    const [channelA, channelB] = [channel(), channel()];

    const heard = new Promise<ChangedKeys>((resolve) => channelB.listen(resolve));
    const [m1] = data.markets;
    if (!m1) throw new Error('fixture');
    const edited = { ...m1, question: 'Will it snow tomorrow?' };
    expect((await commitChanges(tabA, { puts: { markets: [{ value: edited, baseRev: 1 }] } }, { channel: channelA })).status).toBe('saved');

    const changed = await heard;
    expect(changed).toEqual({ markets: ['m1'] });
    const reread = await readRecords(tabB, 'markets', changed.markets ?? [], { now });
    expect(reread.ok && reread.records).toEqual({ found: [edited], gone: [] });
    expect(reread.ok && reread.revisions).toEqual({ markets: { m1: 2 } });
    tabA.close();
    tabB.close();
  });

  it('hears nothing of its own commits, and ignores messages that are not announcements', async () => {
    const [mine, other] = [channel(), channel()];
    const heardByMine = jest.fn();
    const heardByOther = jest.fn();
    mine.listen(heardByMine);
    other.listen(heardByOther);
    mine.announce({ ledger: ['e1'] });
    const stranger = new BroadcastChannel(CHANGES_CHANNEL);
    stranger.postMessage({ kind: 'changed', changed: { markets: [42] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stranger.close();
    expect(heardByMine).not.toHaveBeenCalled();
    expect(heardByOther).toHaveBeenCalledTimes(1);
    expect(heardByOther).toHaveBeenCalledWith({ ledger: ['e1'] });
  });

  it('reports a deleted record as gone', async () => {
    const { db } = await openFresh();
    const { data } = playedGame();
    await saveGame(db, data);
    await commitChanges(db, { deletes: { markets: [{ key: 'm3', baseRev: 1 }] } });
    const reread = await readRecords(db, 'markets', ['m3', 'm2'], { now });
    expect(reread.ok && reread.records.gone).toEqual(['m3']);
    db.close();
  });

  it('is absent, not broken, where the browser has no BroadcastChannel', () => {
    expect(openChangeChannel(null)).toBeNull();
  });
});
