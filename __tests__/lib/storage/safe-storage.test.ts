import { createSafeStorage } from '@/lib/storage/safe-storage';

function quotaError() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('createSafeStorage', () => {
  it('reads and writes through to a working storage', () => {
    const onFailure = jest.fn();
    const storage = createSafeStorage(() => localStorage, onFailure);
    expect(storage.write('predictoplay:x', 'hello')).toBe(true);
    expect(storage.read('predictoplay:x')).toEqual({ ok: true, value: 'hello' });
    expect(storage.remove('predictoplay:x')).toBe(true);
    expect(storage.read('predictoplay:x')).toEqual({ ok: true, value: null });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('lists the stored keys', () => {
    localStorage.setItem('predictoplay:a', '1');
    localStorage.setItem('predictoplay:b', '2');
    expect(createSafeStorage(() => localStorage, jest.fn()).keys().sort()).toEqual(['predictoplay:a', 'predictoplay:b']);
  });

  it('survives a storage that throws on every call', () => {
    const onFailure = jest.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, onFailure);
    expect(storage.read('k')).toEqual({ ok: false });
    expect(storage.write('k', 'v')).toBe(false);
    expect(storage.remove('k')).toBe(false);
    expect(storage.keys()).toEqual([]);
    expect(onFailure).toHaveBeenCalledTimes(4);
  });

  it('survives a storage that is null', () => {
    const onFailure = jest.fn();
    const storage = createSafeStorage(() => null, onFailure);
    expect(storage.read('k')).toEqual({ ok: false });
    expect(storage.write('k', 'v')).toBe(false);
    expect(onFailure).toHaveBeenCalled();
  });

  it('reports a full storage as a failed write', () => {
    const onFailure = jest.fn();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const storage = createSafeStorage(() => localStorage, onFailure);
    expect(storage.write('k', 'v')).toBe(false);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ name: 'QuotaExceededError' }));
  });
});
