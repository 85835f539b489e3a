import { isNewDeploy, mayTakeOver } from '@/lib/deploy/service-worker-update';

describe('mayTakeOver', () => {
  it('lets a waiting deploy take over at the start of a later visit when nothing is in progress', () => {
    expect(mayTakeOver({ controlled: true, waiting: true, busy: false })).toBe(true);
  });

  it('never takes over while a dialog such as a bet is open', () => {
    expect(mayTakeOver({ controlled: true, waiting: true, busy: true })).toBe(false);
  });

  it('does nothing on the very first visit or when no deploy is waiting', () => {
    expect(mayTakeOver({ controlled: false, waiting: true, busy: false })).toBe(false);
    expect(mayTakeOver({ controlled: true, waiting: false, busy: false })).toBe(false);
  });
});

describe('isNewDeploy', () => {
  it('is true only when this browser ran a different deploy before', () => {
    expect(isNewDeploy('deploy-1', 'deploy-2')).toBe(true);
    expect(isNewDeploy('deploy-2', 'deploy-2')).toBe(false);
    expect(isNewDeploy(null, 'deploy-2')).toBe(false);
  });
});
