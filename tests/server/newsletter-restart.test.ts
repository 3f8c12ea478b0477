/**
 * A send to thousands survives a restart: the app is closed in the middle of a send (as SIGTERM
 * does) and a new app on the same database file finishes it. Every address gets the newsletter
 * exactly once, counted at the real SMTP listener. And after a crash (recipients left claimed, their
 * fate unknown), the new app sends everyone else and reports those as unknown, never mailing them again.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { newsletterDeliveries, newsletterSubscribers } from '../../server/db/schema.ts';
import { INTERRUPTED } from '../../server/modules/newsletter/issues-repository.ts';
import { STALE_CLAIM_MS } from '../../server/modules/newsletter/sender.ts';
import { signedInStaff } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle } from '../helpers/content.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';

const SUBSCRIBERS = 2000;
/** Recipients of the issue a crash interrupts. */
const AFTER_CRASH = 100;
const clock = testClock();
let dir: string;
let config: Config;
let smtp: SmtpTestServer;
let auth: { authorization: string };
let article: string;

async function start(): Promise<App> {
  const app = await buildApp(config, { logger: false, clock });
  await app.ready();
  return app;
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** How many copies of the issue with this subject each address received. */
function copiesBy(subject: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of smtp.messages) if (m.raw.includes(`Subject: ${subject}`)) out.set(m.to[0], (out.get(m.to[0]) ?? 0) + 1);
  return out;
}

async function newIssue(app: App, subject: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/newsletter/issues', headers: auth, payload: { subject, items: [article] } });
  return res.json().data.id;
}

const ledger = (db: Db, issueId: string) => db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId)).all();

beforeAll(async () => {
  smtp = await startSmtpServer();
  dir = mkdtempSync(join(tmpdir(), 'insight-restart-'));
  config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'site.db'),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:5555',
    SMTP_URL: smtp.smtpUrl,
    // Small batches and no pacing to speak of: the test waits for nothing but the mails.
    NEWSLETTER_BATCH_SIZE: '100',
    NEWSLETTER_RATE_PER_MINUTE: '1000000',
  });
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a send interrupted by a restart', () => {
  it(`reaches each of ${SUBSCRIBERS} subscribers exactly once`, { timeout: 120_000 }, async () => {
    const first = await start();
    ({ auth } = await signedInStaff(first));
    article = makeArticle(first.db, { title: 'A story for everyone' });
    first.db.transaction((tx) => {
      for (let i = 0; i < SUBSCRIBERS; i++) {
        tx.insert(newsletterSubscribers).values({ id: randomUUID(), email: `reader${i}@example.org`, status: 'active', manageToken: randomUUID() }).run();
      }
    });
    const issue = await newIssue(first, 'The big send');
    expect((await first.inject({ method: 'POST', url: `/api/newsletter/issues/${issue}/send`, headers: auth, payload: {} })).statusCode).toBe(200);

    // A third of the way through, the app stops, as on SIGTERM: the mails in flight finish.
    await until(() => copiesBy('The big send').size >= SUBSCRIBERS / 3, 'a third of the mails');
    await first.close();
    const beforeRestart = copiesBy('The big send');
    expect(beforeRestart.size).toBeLessThan(SUBSCRIBERS);
    // The file as the first app left it: nothing half-done, and what the ledger says was sent is exactly what arrived.
    const file = openDatabase(config.databasePath);
    const rows = ledger(file, issue);
    file.$client.close();
    expect(rows.filter((r) => r.status === 'sending')).toEqual([]);
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.email).sort()).toEqual([...beforeRestart.keys()].sort());

    const second = await start();

    // The new app goes on by itself.
    await until(() => second.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, 'queued')).all().length === 0, 'the queue to empty');
    await until(() => (second.db.$client.prepare('SELECT status FROM newsletter_issues WHERE id = ?').pluck().get(issue) as string) === 'sent', 'the issue to be sent');
    const copies = copiesBy('The big send');
    expect(copies.size).toBe(SUBSCRIBERS);
    expect([...copies.values()].filter((n) => n !== 1)).toEqual([]);
    const report = (await second.inject({ method: 'GET', url: `/api/newsletter/issues/${issue}`, headers: auth })).json().data;
    expect(report.counts).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, queued: 0, sending: 0, failed: 0, unknown: 0 });
    await second.close();
  });

  it('after a crash, never mails again a recipient whose mail may have left, and says so in the report', { timeout: 60_000 }, async () => {
    const app = await start();
    const issue = await newIssue(app, 'After the crash');
    // As a crashed process leaves it: the ledger written, five recipients claimed and never finished.
    const db = app.db;
    db.$client.prepare("UPDATE newsletter_issues SET status = 'sending', started_at = ? WHERE id = ?").run(new Date(clock()).toISOString(), issue);
    db.$client
      .prepare("INSERT INTO newsletter_deliveries (issue_id, subscriber_id, email, status) SELECT ?, id, email, 'queued' FROM newsletter_subscribers WHERE status = 'active' LIMIT ?")
      .run(issue, AFTER_CRASH);
    const claimed = db.$client
      .prepare("UPDATE newsletter_deliveries SET status = 'sending', claimed_at = ? WHERE rowid IN (SELECT rowid FROM newsletter_deliveries WHERE issue_id = ? LIMIT 5) RETURNING email")
      .pluck()
      .all(new Date(clock()).toISOString(), issue) as string[];
    await app.close();

    clock.advance(STALE_CLAIM_MS + 1000);
    const next = await start();
    await until(() => (next.db.$client.prepare('SELECT status FROM newsletter_issues WHERE id = ?').pluck().get(issue) as string) === 'sent', 'the issue to be sent');
    const copies = copiesBy('After the crash');
    expect(copies.size).toBe(AFTER_CRASH - 5);
    for (const email of claimed) expect(copies.has(email)).toBe(false);
    const unknown = (await next.inject({ method: 'GET', url: `/api/newsletter/issues/${issue}/deliveries?status=unknown`, headers: auth })).json();
    expect(unknown.data.map((d: { email: string }) => d.email).sort()).toEqual([...claimed].sort());
    expect(unknown.data[0].error).toBe(INTERRUPTED);
    await next.close();
  });
});
