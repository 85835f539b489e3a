import { setAsideNotice } from '@/lib/storage/notices';
import { useNoticeStore } from '@/lib/store/notice-store';

const UNSAVED = { id: 'storage-unavailable', message: 'Progress will not be kept.' };
const messages = () => useNoticeStore.getState().notices.map((notice) => notice.message);
/** What a reload does to the store: memory starts again, the tab's session storage stays. */
const reload = () => useNoticeStore.setState(useNoticeStore.getInitialState(), true);

describe('the notice store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a dismissed notice dismissed after a reload of the same tab', () => {
    useNoticeStore.getState().addNotice(UNSAVED);
    useNoticeStore.getState().dismissNotice(UNSAVED.id);
    reload();
    useNoticeStore.getState().addNotice(UNSAVED);
    expect(messages()).toEqual([]);
  });

  it('shows a notice again when its words are new, such as a new copy set aside', () => {
    const setAside = (savedAs: string) => ({ id: 'set-aside:predictoplay:game', message: `Kept as ${savedAs}.` });
    useNoticeStore.getState().addNotice(setAside('copy-1'));
    useNoticeStore.getState().dismissNotice('set-aside:predictoplay:game');
    reload();
    useNoticeStore.getState().addNotice(setAside('copy-1'));
    useNoticeStore.getState().addNotice(setAside('copy-2'));
    expect(messages()).toEqual(['Kept as copy-2.']);
  });

  it('shows a notice that was never dismissed again after a reload', () => {
    useNoticeStore.getState().addNotice(UNSAVED);
    reload();
    useNoticeStore.getState().addNotice(UNSAVED);
    expect(messages()).toEqual([UNSAVED.message]);
  });

  it('still dismisses for the page load when session storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    useNoticeStore.getState().addNotice(UNSAVED);
    useNoticeStore.getState().dismissNotice(UNSAVED.id);
    useNoticeStore.getState().addNotice(UNSAVED);
    expect(messages()).toEqual([]);
  });

  it('ignores a remembered list that is not a list of strings', () => {
    sessionStorage.setItem('predictoplay:dismissed-notices', '{"not":"a list"}');
    useNoticeStore.getState().addNotice(UNSAVED);
    expect(messages()).toEqual([UNSAVED.message]);
  });

  it('keeps a storage notice dismissed by its facts, and shows it again for a new copy set aside', () => {
    const setAside = (savedAs: string) => setAsideNotice({ kind: 'set-aside', key: 'predictoplay:game', reason: 'unreadable', savedAs });
    const shown = () => useNoticeStore.getState().notices;
    useNoticeStore.getState().addNotice(setAside('predictoplay:corrupt:game:1'));
    useNoticeStore.getState().dismissNotice('set-aside:predictoplay:game');
    reload();
    useNoticeStore.getState().addNotice(setAside('predictoplay:corrupt:game:1'));
    expect(shown()).toEqual([]);
    useNoticeStore.getState().addNotice(setAside('predictoplay:corrupt:game:2'));
    expect(shown()).toEqual([setAside('predictoplay:corrupt:game:2')]);
  });
});
