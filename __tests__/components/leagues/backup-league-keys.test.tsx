import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackupControls } from '@/components/profile/backup-controls';
import { downloadBackup } from '@/components/profile/download-backup';
import { operatedLeague, runLeague } from './league-port-mock';
import { logInAs, startApp } from '../players';

jest.mock('@/components/profile/download-backup', () => ({ downloadBackup: jest.fn(), loadBackupActions: jest.fn() }));

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
});

describe('Include my league keys', () => {
  it('is not offered to an account that runs no league, and its backup carries no keys', async () => {
    logInAs();
    runLeague(operatedLeague('someone-else'));
    render(<BackupControls username="Ann" />);
    expect(screen.queryByLabelText('Include my league keys')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(downloadBackup).toHaveBeenCalledWith('Ann', { includeLeagueKeys: false });
  });

  it('is offered unticked to an operator, and the backup carries the keys only when ticked', async () => {
    const player = logInAs();
    runLeague(operatedLeague(player.id));
    const user = userEvent.setup();
    render(<BackupControls username="Ann" />);
    const tick = screen.getByRole('checkbox', { name: 'Include my league keys' });
    expect(tick).not.toBeChecked();
    expect(tick).toHaveAccessibleDescription(/Whoever holds the backup can then run your leagues/);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(downloadBackup).toHaveBeenLastCalledWith('Ann', { includeLeagueKeys: false });
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(downloadBackup).toHaveBeenLastCalledWith('Ann', { includeLeagueKeys: true });
  });
});
