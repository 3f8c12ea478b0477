/**
 * `npm run admin -- <command>`: the operator's commands for the staff accounts (commands.ts).
 * Reads the same settings as the server (environment, then ./.env): DATABASE_PATH says which site,
 * PUBLIC_URL starts the links it prints. Links and passwords go to this terminal only, never to a
 * log. Exit status: 0 done, 1 refused (the message says why), 2 the command line is wrong.
 */
import { existsSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { CommandError, createAdmin, listStaff, openSiteDatabase, passwordResetLink, resetTwoFactor, revokeSessions, setPassword } from './commands.ts';

const USAGE = `Usage: npm run admin -- <command>

  create-admin EMAIL [--name "Full Name"] [--password-stdin]
      A new administrator. Prints an invitation link (valid 7 days) to choose a password,
      or, with --password-stdin, sets the password read from standard input.
  reset-password EMAIL [--password-stdin]
      Prints a one-time link (valid 1 hour) to choose a new password, or, with
      --password-stdin, sets the password read from standard input and ends every session.
  list-staff
      Every staff account: address, name, role, last sign-in.
  revoke-sessions EMAIL
      Signs the member out everywhere at once; their password stays as it is.
  reset-two-factor EMAIL
      For a lost phone: turns the member's two-factor sign-in off (authenticator and recovery
      codes) and ends every session; they sign in with their password and set it up again.

  Passwords are read from a pipe, never typed on the command line:
    printf '%s' "$NEW_PASSWORD" | npm run admin -- reset-password editor@example.org --password-stdin
`;

class UsageError extends Error {}

interface Invocation {
  command: string;
  email?: string;
  name?: string;
  passwordStdin: boolean;
}

/** Which options each command takes, and whether it names an account. */
const COMMANDS: Record<string, { email: boolean; options: string[] }> = {
  'create-admin': { email: true, options: ['name', 'password-stdin'] },
  'reset-password': { email: true, options: ['password-stdin'] },
  'list-staff': { email: false, options: [] },
  'revoke-sessions': { email: true, options: [] },
  'reset-two-factor': { email: true, options: [] },
};

function parse(argv: string[]): Invocation | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return 'help';
  if (!command) throw new UsageError('Name a command.');
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}".`);
  const wanted = spec.email ? 1 : 0;
  if (rest.length < wanted) throw new UsageError(`${command} needs the account's email address: npm run admin -- ${command} EMAIL`);
  if (rest.length > wanted) throw new UsageError(`${command} takes ${spec.email ? 'one address' : 'no arguments'}; unexpected: ${rest.slice(wanted).join(' ')}`);
  for (const option of Object.keys(values)) {
    if (!spec.options.includes(option)) throw new UsageError(`${command} takes no --${option}.`);
  }
  return { command, email: rest[0], name: values.name, passwordStdin: values['password-stdin'] === true };
}

/** The password piped in, without the newline `echo` adds. */
async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new CommandError(`--password-stdin reads the password from a pipe, e.g. printf '%s' "$NEW_PASSWORD" | npm run admin -- ...`);
  }
  const input = await text(process.stdin);
  return input.replace(/\r?\n$/, '');
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

/** Where a printed link leads when PUBLIC_URL is not set: the operator must know it is a guess. */
function linkNote(config: Config): string {
  return process.env.PUBLIC_URL ? '' : `\n(PUBLIC_URL is not set, so the link starts with ${config.publicUrl}: put your site's address in its place.)`;
}

async function run(db: Db, config: Config, call: Invocation): Promise<string> {
  const email = call.email ?? '';
  switch (call.command) {
    case 'create-admin': {
      const password = call.passwordStdin ? await passwordFromStdin() : undefined;
      const created = await createAdmin(db, config.publicUrl, { email, name: call.name, password });
      return created.link
        ? `Administrator ${created.email} created. Send them this link to choose a password (valid 7 days, works once):\n${created.link}${linkNote(config)}`
        : `Administrator ${created.email} created with the password given. Sign in at ${config.publicUrl}/admin/login`;
    }
    case 'reset-password': {
      if (call.passwordStdin) {
        const done = await setPassword(db, email, await passwordFromStdin());
        return `Password of ${done.email} set. Every session they had has ended; they sign in with the new password.`;
      }
      const reset = passwordResetLink(db, config.publicUrl, email);
      return `One-time link for ${reset.email} to choose a new password (valid 1 hour, works once):\n${reset.link}${linkNote(config)}`;
    }
    case 'list-staff': {
      const staff = listStaff(db);
      if (staff.length === 0) return 'No staff accounts yet. Create the first: npm run admin -- create-admin EMAIL';
      const status = (m: (typeof staff)[number]) => (m.lastLogin ? m.lastLogin.slice(0, 16).replace('T', ' ') + ' UTC' : m.invited ? 'invited, not signed in yet' : 'never signed in');
      return table([['EMAIL', 'NAME', 'ROLE', 'LAST SIGN-IN'], ...staff.map((m) => [m.email, m.name, m.role, status(m)])]);
    }
    case 'reset-two-factor': {
      const done = resetTwoFactor(db, email);
      return `Two-factor sign-in of ${done.email} is off and every session they had has ended. They sign in with their password (and set two-factor sign-in up again if the site requires it).`;
    }
    default: {
      const done = revokeSessions(db, email);
      return `Every session of ${done.email} has ended: their next request, on any device, is signed out. Their password is unchanged.`;
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let call: Invocation | 'help';
  try {
    call = parse(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (call === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  let db: Db | undefined;
  try {
    // The JWT secret signs sessions, which no command needs: not asked for, and no file made for it.
    const config = loadConfig(process.env, { jwtSecret: 'not used by the admin commands' });
    db = openSiteDatabase(config.databasePath);
    process.stdout.write(`${await run(db, config, call)}\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError) && !(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 1;
  } finally {
    db?.$client.close();
  }
}

// Settings from ./.env when there is one, as the server reads them; the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env');
process.exitCode = await main(process.argv.slice(2));
