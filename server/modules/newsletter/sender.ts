/**
 * Sending newsletters. One sender per app, started when the app is ready and stopped when it closes;
 * every TICK_MS (and at once when staff send something) it starts the issues whose time has come,
 * makes the weekly digest when due, and works through the ledger of each issue being sent.
 *
 * - The ledger (newsletter_deliveries) is written when a send starts: the active subscribers of that
 *   newsletter at that moment. Each recipient is claimed (`sending`) just before its mail is handed
 *   to SMTP and marked `sent` or `failed` after; the claim is one conditional UPDATE, so two senders
 *   (a second process, or a restart racing the first) never both take a recipient.
 * - A restart resumes with the `queued` rows: nobody is mailed twice. Stopping (SIGTERM, app.close)
 *   lets the mails in flight finish and be recorded, then claims nothing more. A recipient found still
 *   `sending` STALE_CLAIM_MS after its claim was cut off by a crash: whether its mail left is unknown,
 *   so it is reported `unknown` and never retried by itself (at most once, never twice).
 * - Mails go out in batches of `batchSize`, a few at a time (the SMTP pool's connections), paced to at
 *   most `ratePerMinute` (the relay's limit; NEWSLETTER_BATCH_SIZE, NEWSLETTER_RATE_PER_MINUTE).
 * - At each recipient's turn their subscription is read again: an address that unsubscribed or
 *   bounced since the send began is skipped. A permanent refusal of the address (5xx to RCPT TO)
 *   marks it bounced, which suppresses it from every later send.
 */
import type { FastifyBaseLogger } from 'fastify';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { siteName } from '../site/service.ts';
import { makeDueDigest } from './digest.ts';
import * as issues from './issues-repository.ts';
import { renderIssue, personalise, type RenderedIssue } from './mail.ts';
import { chosenItems } from './items.ts';
import * as subscribers from './repository.ts';
import type { Signup } from './signup.ts';
import { subscriberLinks } from './tokens.ts';

const TICK_MS = 15_000;
/** Longer than any SMTP exchange may take (plugins/mailer.ts: 30 s to connect, 60 s of silence). */
export const STALE_CLAIM_MS = 5 * 60_000;
/** Mails handed to SMTP at once: the pool's connections. */
const CONCURRENCY = 5;
const PURGE_EVERY_MS = 60 * 60_000;

export interface SenderOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  batchSize: number;
  ratePerMinute: number;
  log: FastifyBaseLogger;
  signup: Signup;
}

const listOf = (issue: issues.IssueRow) => (issue.kind === 'digest' ? 'digest' : 'newsroom');

/** The error a mail server gave, as nodemailer reports it. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

export class NewsletterSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopping = false;
  private wake: (() => void) | undefined;
  private lastPurge = 0;
  private readonly host: string;

  constructor(private readonly options: SenderOptions) {
    this.host = new URL(options.publicUrl).hostname;
  }

  start(): void {
    this.timer = setInterval(() => void this.poke(), TICK_MS);
    this.timer.unref();
    void this.poke();
  }

  /** Runs a pass now (or right after the one under way): what is due goes out. */
  poke(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.pass();
        } catch (err) {
          this.options.log.error({ err }, 'newsletter sender: a pass failed');
        }
      } while (this.again && !this.stopping);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Claims nothing more, lets the mails in flight finish and be recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.wake?.();
    await this.running;
  }

  private async pass(): Promise<void> {
    const { db, publicUrl, signup, log } = this.options;
    if (now() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now();
      const purged = signup.purgeExpired();
      if (purged > 0) log.info({ purged }, 'newsletter: unconfirmed sign-ups expired');
    }
    const digest = makeDueDigest(db, publicUrl);
    if (digest) log.info({ issueId: digest.id, status: digest.status }, 'newsletter: weekly digest made');
    for (const issue of issues.dueIssues(db, nowIso())) {
      if (this.stopping) return;
      if (issue.status === 'scheduled' && !this.begin(issue)) continue;
      await this.send(issues.findIssue(db, issue.id)!);
    }
  }

  /** A scheduled issue starts: its ledger is written and it is `sending`. */
  private begin(issue: issues.IssueRow): boolean {
    const { db, log } = this.options;
    const begun = db.transaction((tx) => {
      const t = tx as unknown as Db;
      if (!issues.moveIssue(t, issue.id, ['scheduled'], { status: 'sending', startedAt: nowIso() })) return false;
      const recipients = issues.fillLedger(t, issue.id, listOf(issue));
      log.info({ issueId: issue.id, recipients }, 'newsletter: sending started');
      return true;
    });
    return begun;
  }

  private async send(issue: issues.IssueRow): Promise<void> {
    const { db, publicUrl, batchSize, ratePerMinute, log } = this.options;
    if (issue.status !== 'sending') return;
    issues.markInterrupted(db, issue.id, new Date(now() - STALE_CLAIM_MS).toISOString());
    const rendered = renderIssue({ publicUrl, name: siteName(db) }, { subject: issue.subject, intro: issue.intro, items: chosenItems(db, publicUrl, JSON.parse(issue.items) as string[]) });
    const list = listOf(issue);
    const headers = { 'List-Id': `"${issue.kind === 'digest' ? 'Weekly digest' : 'Newsletter'}" <${list}.${this.host}>` };
    while (!this.stopping) {
      const batch = issues.nextQueued(db, issue.id, batchSize);
      if (batch.length === 0) break;
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (!this.stopping && next < batch.length) await this.deliver(issue, rendered, batch[next++], list, headers);
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
      // Paced: a batch of n mails takes at least n / rate minutes (a duration, not a time of day).
      const wait = (batch.length * 60_000) / ratePerMinute - (performance.now() - started);
      if (wait > 0) await this.sleep(wait);
    }
    if (issues.unfinished(db, issue.id) === 0 && issues.moveIssue(db, issue.id, ['sending'], { status: 'sent', finishedAt: nowIso() })) {
      log.info({ issueId: issue.id, ...issues.deliveryCounts(db, [issue.id]).get(issue.id) }, 'newsletter: sending finished');
    }
  }

  private async deliver(issue: issues.IssueRow, rendered: RenderedIssue, row: issues.QueuedRow, list: 'newsroom' | 'digest', headers: Record<string, string>) {
    const { db, mailer, publicUrl, log } = this.options;
    if (row.status !== 'active' || !row[list]) {
      const reason = row.status === null ? 'No longer a subscriber' : row.status === 'active' ? 'No longer wants this newsletter' : `The address ${row.status === 'bounced' ? 'bounced' : 'unsubscribed'} before its turn`;
      issues.finish(db, issue.id, row.subscriberId, { status: 'skipped', error: reason });
      return;
    }
    if (!issues.claim(db, issue.id, row.subscriberId)) return;
    const links = subscriberLinks(publicUrl, { id: row.subscriberId, manageToken: row.manageToken });
    const mail = personalise(rendered, { unsubscribe: links.unsubscribe, preferences: links.preferences });
    try {
      await mailer.send({
        to: row.email,
        ...mail,
        headers: { ...headers, 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      issues.finish(db, issue.id, row.subscriberId, { status: 'sent' });
    } catch (err) {
      const e = err as SmtpError;
      const reason = (e.response ?? e.message ?? 'The mail server refused the mail').slice(0, 500);
      issues.finish(db, issue.id, row.subscriberId, { status: 'failed', error: reason, errorCode: e.responseCode ?? null });
      // The server refused the address itself, for good: a hard bounce.
      if (e.code === 'EENVELOPE' && (e.responseCode ?? 0) >= 500) {
        subscribers.update(db, row.subscriberId, { status: 'bounced', bouncedAt: nowIso(), bounceReason: reason });
        log.info({ subscriberId: row.subscriberId, issueId: issue.id, code: e.responseCode }, 'newsletter: address bounced, suppressed from now on');
      } else {
        log.warn({ subscriberId: row.subscriberId, issueId: issue.id, code: e.responseCode ?? e.code }, 'newsletter: mail failed');
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

const senders = new WeakMap<Db, NewsletterSender>();

/** The sender of the app on `db` (tests and the staff routes poke it). */
export const senderOf = (db: Db): NewsletterSender | undefined => senders.get(db);
export const registerSender = (db: Db, sender: NewsletterSender) => senders.set(db, sender);
