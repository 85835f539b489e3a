// The league command line as a function: argv in, exit code out, with the root, clock and output
// given, so tests run every command in a scratch directory without spawning a process.

import { EXIT, HELP_HINT, report, badUsage, type CliContext, type ExitCode } from './cli-context';
import { addCommand } from './commands/add';
import { admitCommand, ignoreCommand } from './commands/admit';
import { initCommand } from './commands/init';
import { listCommand } from './commands/list';
import { picksCommand } from './commands/picks';
import { publishCommand } from './commands/publish';
import { renameCommand } from './commands/rename';
import { resolveCommand, voidCommand } from './commands/settle';
import { verifyCommand } from './commands/verify';
import { USAGE } from './usage';

const COMMANDS: Record<string, (ctx: CliContext, argv: readonly string[]) => Promise<ExitCode>> = {
  init: initCommand,
  add: addCommand,
  resolve: resolveCommand,
  void: voidCommand,
  rename: renameCommand,
  picks: picksCommand,
  admit: admitCommand,
  ignore: ignoreCommand,
  list: listCommand,
  publish: publishCommand,
  verify: verifyCommand,
};

export interface CliOptions {
  root: string;
  /** Where a relative FILE argument is read from; the root when not given. */
  cwd?: string;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => number;
}

export async function runLeagueCli(argv: readonly string[], options: CliOptions): Promise<ExitCode> {
  const ctx: CliContext = { root: options.root, cwd: options.cwd ?? options.root, nowMs: options.now(), out: options.out, err: options.err };
  const [command, ...rest] = argv;
  if (command === undefined) {
    ctx.err('Error: no command given.');
    ctx.err(HELP_HINT);
    return EXIT.usage;
  }
  if (command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    ctx.out(USAGE);
    return EXIT.done;
  }
  const run = COMMANDS[command];
  if (!run) return report(ctx, badUsage(`Unknown command '${command}'. The commands: ${Object.keys(COMMANDS).join(', ')}.`));
  return run(ctx, rest);
}
