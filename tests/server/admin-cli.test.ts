/**
 * `npm run admin`, run as the operator runs it (a child process, with production settings and no
 * JWT_SECRET) against the database a running server is serving: what it prints, its exit status,
 * and that the running server honours the change on its very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createStaff, createTestApp, type StaffAccount, type TestContext } from '../helpers/app.ts';
import { users } from '../../server/db/schema.ts';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';
import packageJson from '../../package.json' with { type: 'json' };

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx.close());

/** The admin script, `tsx <file>`: run as `node --import tsx <file>`. */
const SCRIPT = packageJson.scripts.admin.split(' ');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The admin command with `args`, in the repository, with the operator's settings. `npm` runs it as
 * `npm run admin -- ...args` does; otherwise the script's own command is run directly, which is
 * the same program without npm's half second.
 */
function admin(args: string[], options: { stdin?: string; env?: Record<string, string>; npm?: boolean } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_PATH: ctx.config.databasePath, PUBLIC_URL: base, ...options.env };
  delete env.JWT_SECRET;
  const [command, ...commandArgs] = options.npm ? ['npm', 'run', '--silent', 'admin', '--'] : [process.execPath, '--import', ...SCRIPT];
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...commandArgs, ...args], { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

const json = { 'content-type': 'application/json' };
const signIn = (email: string, password: string) =>
  fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
const me = (token: string) => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);
const tokenOf = async (res: Response) => ((await res.json()) as { data: { token: string } }).data.token;
const linkIn = (stdout: string) => /^(http:\/\/\S+\/admin\/reset-password\/([\w-]+)\S*)$/m.exec(stdout);

/** Sets a password through a printed link, on the running server, as the member's browser would. */
async function choosePassword(token: string, password: string) {
  return fetch(`${base}/api/auth/resetpassword/${token}`, { method: 'PUT', headers: json, body: JSON.stringify({ password, confirmPassword: password }) });
}

/** Staff edits served throughout `work`: the server writes the same database while the command does. */
async function whileServing<T>(staff: StaffAccount, work: Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const token = await tokenOf(await signIn(staff.email, staff.password));
  const statuses: number[] = [];
  let done = false;
  const editing = (async () => {
    for (let i = 0; !done; i++) {
      const res = await fetch(`${base}/api/auth/updateprofile`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Desk editor ${i}`, email: staff.email }),
      });
      statuses.push(res.status);
    }
  })();
  const result = await work.finally(() => (done = true));
  await editing;
  return { result, statuses };
}

// Each command is a Node process of its own (about a second of CPU), and setting a password hashes it.
describe('npm run admin', { timeout: 60_000 }, () => {
  it('create-admin prints an invitation link the running server takes; the new administrator signs in', async () => {
    const run = await admin(['create-admin', 'Kofi.Mensah@Example.org', '--name', 'Kofi Mensah'], { npm: true });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Administrator kofi.mensah@example.org created');
    const link = linkIn(run.stdout);
    expect(link?.[1]).toMatch(new RegExp(`^${base}/admin/reset-password/[\\w-]{40,}\\?invite=1$`));
    expect((await choosePassword(link![2], 'Kofi-Chooses-This-1')).status).toBe(200);
    const session = await signIn('kofi.mensah@example.org', 'Kofi-Chooses-This-1');
    expect(session.status).toBe(200);
    expect(((await session.json()) as { data: { user: { role: string; name: string } } }).data.user).toMatchObject({ role: 'admin', name: 'Kofi Mensah' });
    // The link worked once.
    expect((await choosePassword(link![2], 'Someone-Else-2')).status).toBe(400);

    const again = await admin(['create-admin', 'kofi.mensah@example.org']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('kofi.mensah@example.org already has an account (admin)');
    expect(again.stdout).toBe('');
  });

  it('create-admin --password-stdin sets the password piped in', async () => {
    const run = await admin(['create-admin', 'ama@example.org', '--password-stdin'], { stdin: 'Piped-Password-42\n' });
    expect(run.code, run.stderr).toBe(0);
    expect(linkIn(run.stdout)).toBeNull();
    expect((await signIn('ama@example.org', 'Piped-Password-42')).status).toBe(200);
  });

  it('list-staff lists every account with its role and last sign-in', async () => {
    await createStaff(ctx.app, { email: 'zainab@example.org', name: 'Zainab Bello' });
    const run = await admin(['list-staff']);
    expect(run.code, run.stderr).toBe(0);
    const [header, ...rows] = run.stdout.trim().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['EMAIL', 'NAME', 'ROLE', 'LAST SIGN-IN']);
    expect(rows.find((row) => row.startsWith('kofi.mensah@example.org'))).toMatch(/Kofi Mensah\s+admin\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(rows.find((row) => row.startsWith('zainab@example.org'))).toMatch(/Zainab Bello\s+admin\s+never signed in$/);
  });

  it('reset-password prints a one-time link, or sets the piped password and ends every session at once', async () => {
    const staff = await createStaff(ctx.app, { email: 'chidi@example.org' });
    const printed = await admin(['reset-password', 'CHIDI@example.org']);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain('valid 1 hour');
    const link = linkIn(printed.stdout)!;
    expect(link[1]).not.toContain('invite');
    // Until the link is used the old password still works.
    const session = await tokenOf(await signIn(staff.email, staff.password));
    expect((await choosePassword(link[2], 'Chidi-New-Password')).status).toBe(200);
    expect((await signIn(staff.email, 'Chidi-New-Password')).status).toBe(200);
    expect(await me(session)).toBe(401);

    const phone = await tokenOf(await signIn(staff.email, 'Chidi-New-Password'));
    const other = await createStaff(ctx.app);
    const { result: set, statuses } = await whileServing(other, admin(['reset-password', staff.email, '--password-stdin'], { stdin: 'Set-By-The-Operator-9' }));
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('Password of chidi@example.org set');
    expect(await me(phone)).toBe(401);
    expect((await signIn(staff.email, 'Chidi-New-Password')).status).toBe(401);
    expect((await signIn(staff.email, 'Set-By-The-Operator-9')).status).toBe(200);
    // The server kept serving its own writes to the same file meanwhile.
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('revoke-sessions signs the member out on every device at once; the password stays', async () => {
    const staff = await createStaff(ctx.app, { email: 'folake@example.org' });
    const laptop = await tokenOf(await signIn(staff.email, staff.password));
    const phone = await tokenOf(await signIn(staff.email, staff.password));
    const bystander = await createStaff(ctx.app);
    const theirs = await tokenOf(await signIn(bystander.email, bystander.password));
    expect([await me(laptop), await me(phone)]).toEqual([200, 200]);

    const { result: run, statuses } = await whileServing(bystander, admin(['revoke-sessions', 'folake@example.org']));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Every session of folake@example.org has ended');
    // The very next request of the running server: no restart, nothing held in its memory.
    expect([await me(laptop), await me(phone)]).toEqual([401, 401]);
    expect(await me(theirs)).toBe(200);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
  });

  it('refuses bad input with a clear message and a non-zero status, changing nothing', async () => {
    const staff = await createStaff(ctx.app, { email: 'tunde@example.org' });
    const before = ctx.app.db.select().from(users).all();
    const cases: [string[], { stdin?: string; env?: Record<string, string> }, number, RegExp][] = [
      [['frob'], {}, 2, /^Unknown command "frob"\.\n\nUsage: npm run admin/],
      [['reset-password'], {}, 2, /reset-password needs the account's email address/],
      [['revoke-sessions', 'a@example.org', 'b@example.org'], {}, 2, /takes one address; unexpected: b@example.org/],
      [['list-staff', '--name', 'x'], {}, 2, /list-staff takes no --name/],
      [['create-admin', 'not-an-email'], {}, 1, /^"not-an-email" is not an email address\.$/],
      [['revoke-sessions', 'nobody@example.org'], {}, 1, /^No staff account has the address nobody@example.org\. `npm run admin -- list-staff` lists them\.$/],
      [['reset-password', 'tunde@example.org', '--password-stdin'], { stdin: '12345\n' }, 1, /^The password must be at least 6 characters long\.$/],
      [['list-staff'], { env: { DATABASE_PATH: join(ctx.dir, 'no-such.db') } }, 1, /^No database at .*no-such\.db\. Run the command where the server runs/],
      [['list-staff'], { env: { LOG_LEVEL: 'loud' } }, 1, /LOG_LEVEL: must be one of/],
    ];
    const runs = await Promise.all(cases.map(([args, options]) => admin(args, options)));
    runs.forEach((run, i) => {
      const [args, , code, message] = cases[i];
      expect(run.code, args.join(' ')).toBe(code);
      expect(run.stderr.trim(), args.join(' ')).toMatch(message);
      expect(run.stdout, args.join(' ')).toBe('');
    });
    expect(ctx.app.db.select().from(users).all()).toEqual(before);
    // A command run with the wrong DATABASE_PATH made no empty site there.
    expect(existsSync(join(ctx.dir, 'no-such.db'))).toBe(false);
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
    expect(ctx.app.db.select().from(users).where(eq(users.email, 'not-an-email')).get()).toBeUndefined();
  });

  it('--help shows every command', async () => {
    const run = await admin(['--help'], { npm: true });
    expect(run.code).toBe(0);
    for (const command of ['create-admin EMAIL', 'reset-password EMAIL', 'list-staff', 'revoke-sessions EMAIL']) expect(run.stdout).toContain(command);
  });
});
