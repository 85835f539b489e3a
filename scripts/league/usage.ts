// The --help text: every command with its arguments, where the files are, and the exit codes.

export const USAGE = `Run the site's league: npm run league -- <command> [arguments]

Commands:
  init --name NAME [--coins N] [--pool]
                                 Start a league: a new key pair in league.key.json (private,
                                 git-ignored) and the league in data/league/ (committed).
                                 N is each player's starting coins (default 1,000). Wins pay
                                 1.8x the stake; with --pool winners share the pool instead
                                 (chosen once, never changed).
  add --question TEXT --category NAME --ends ISO-TIME [--description TEXT]
                                 Add a question. NAME is Sports, Finance, News or Entertainment;
                                 ISO-TIME like 2026-12-01T18:30Z (within a year).
  add --from FILE.csv            Add many questions at once from a CSV file with a header row:
                                 question, category, ends, description (optional). ends is
                                 ISO 8601 with a time of day; without an offset it is India
                                 time (2027-04-05 19:30 is 14:00 UTC). Every row is checked
                                 first: if any is wrong, none is added and each error is
                                 printed with its row number. Sample: docs/season-sample.csv.
  resolve ID YES|NO              Settle a question with its outcome (final).
  resolve --from FILE.csv        Settle many questions at once from a CSV file with a header
                                 row: id, result (YES, NO or VOID); all or none, as add --from.
                                 Sample: docs/season-results-sample.csv.
  void ID                        Void a question: every stake is refunded (final).
  rename NAME                    Rename the league.
  picks [--hold] FILE…           Collect players' picks into data/league/picks.json (committed).
                                 FILE is a picks file (.predictoplay-picks), a WhatsApp chat
                                 export (.txt, or the .zip it comes in, up to 50 MB) or a text
                                 holding picks links. A link in a chat export arrives at its
                                 message's time (India time when the export names no zone);
                                 a picks file or any other link arrives now, so it counts only
                                 if collected before its question closes (and before its
                                 result). Each card is checked against its player's signature;
                                 a damaged one is skipped and reported. There is nobody to
                                 click Admit: a new player is admitted by this command, unless
                                 --hold is given (then they stay pending until admit).
  admit PLAYER-CODE              Count a player's picks, each at the time it arrived.
  ignore PLAYER-CODE             Keep a player's picks but never count them. PLAYER-CODE is
                                 the code picks and list print (spaces allowed).
  list                           Show each question's id, text, category, end time and state,
                                 then each player with their code and counted and late picks.
  publish                        Sign the whole league into public/league/feed.json, with the
                                 standings and counted picks of data/league/picks.json:
                                 collect picks before publishing.
  verify FILE                    Check a feed file: signature, hash chain, seqs from 1 without gaps.

Files live under LEAGUE_ROOT (default: the current directory). Changing the league needs
league.key.json: whoever holds it runs the league, and losing it ends the league.
Exit codes: 0 done, 1 refused (nothing changed), 2 bad usage (nothing changed).`;
