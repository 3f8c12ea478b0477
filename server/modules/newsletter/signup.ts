/**
 * Signing up, with double opt-in, and a subscriber's own choices.
 *
 * - A sign-up answers the same words whether the address is new, pending, subscribed or gone, and
 *   sends its mail after the answer, so neither the words nor the time tell who is subscribed. A new
 *   or lapsed address gets a confirmation link; a pending one a fresh link (the old one stops
 *   working); a subscribed one a note with its preferences link.
 * - Only a confirmed (`active`) address is ever sent a newsletter. A confirmation link works for
 *   CONFIRM_HOURS; a pending sign-up left unconfirmed that long is deleted (one that had unsubscribed
 *   or bounced before stays, and stays suppressed).
 * - Limits: per client address, SIGNUPS_PER_ADDRESS an hour (a 429, as any flood); per mailbox,
 *   MAILS_PER_MAILBOX sign-up mails a day, beyond which the answer is the same and nothing is sent,
 *   so nobody can bury someone's inbox in confirmation mails. Counted in the database (throttle_hits).
 * - Unsubscribing: from every mail's body link (a page), with one click in the mail client
 *   (List-Unsubscribe, RFC 8058), or from the preferences page, which also chooses the newsletters
 *   (none: unsubscribed) and resubscribes without a new confirmation (the link proves the mailbox).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Preferences, SubscribeBody, UnsubscribeBody, UpdatePreferencesBody } from '../../../shared/api/newsletter.ts';
import { EMAIL_MESSAGE, isEmailAddress } from '../../../shared/validation/email.ts';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, tooManyRequests } from '../../errors.ts';
import { WindowCounter, describeWait } from '../auth/throttle.ts';
import { locked, pruneHits } from '../auth/throttle-repository.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { siteName } from '../site/service.ts';
import { alreadySubscribedMail, confirmationMail } from './mail.ts';
import * as repo from './repository.ts';
import { confirmLink, hashToken, newToken, oneClickKey, sameKey, subscriberLinks } from './tokens.ts';

export const SIGNED_UP = 'Thanks! Check your inbox: we sent you a link to confirm your subscription.';
const CONFIRM_HOURS = 48;
const SIGNUPS_PER_ADDRESS = 30;
export const MAILS_PER_MAILBOX = 3;
const HOUR = 3_600_000;
const INVALID_LINK = 'This link is not valid (any more). Sign up again from the box at the bottom of any page.';

export interface SignupDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createSignup({ db, mailer, publicUrl, log }: SignupDeps) {
  const perAddress = new WindowCounter('newsletter:address', { limit: SIGNUPS_PER_ADDRESS, windowMs: HOUR });
  const perMailbox = new WindowCounter('newsletter:mailbox', { limit: MAILS_PER_MAILBOX, windowMs: 24 * HOUR });
  const pendingMail = new Set<Promise<void>>();

  function sendInBackground(mail: Parameters<Mailer['send']>[0], subscriberId: string): void {
    const sending = mailer
      .send(mail)
      .catch((err: unknown) => log.error({ err, subscriberId }, 'newsletter sign-up mail could not be sent'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  const preferencesOf = (row: repo.SubscriberRow): Preferences => ({
    email: row.email,
    status: row.status,
    newsroom: row.newsroom,
    digest: row.digest,
    token: row.manageToken ?? '',
  });

  /** A confirmation link for `row`'s address: a fresh token replaces any earlier one. */
  function askToConfirm(tx: Db, row: repo.SubscriberRow | undefined, email: string) {
    const token = newToken();
    const confirmTokenHash = hashToken(token);
    const target = row ?? repo.insertPending(tx, { email, manageToken: newToken(), confirmTokenHash });
    if (row) repo.update(tx, row.id, { confirmTokenHash, confirmSentAt: nowIso() });
    const mail = confirmationMail({ publicUrl, name: siteName(db) }, confirmLink(publicUrl, token), CONFIRM_HOURS);
    return { id: target.id, mail: { to: email, ...mail } };
  }

  /** The address of a sign-up, cleaned; a 400 naming the problem when it is none. */
  function check(body: SubscribeBody): string {
    const email = (body.email ?? '').trim().toLowerCase();
    if (!email) throw badRequest('Email is required', [{ path: 'email', msg: 'Email is required' }]);
    if (!isEmailAddress(email)) throw badRequest(EMAIL_MESSAGE, [{ path: 'email', msg: EMAIL_MESSAGE }]);
    return email;
  }

  function byOneClickKey(id: string, key: string): repo.SubscriberRow | undefined {
    const row = repo.findById(db, id);
    return row?.manageToken && sameKey(key, oneClickKey(row.manageToken)) ? row : undefined;
  }

  return {
    byOneClickKey,

    check,

    /** `clientKey`: the keyed hash of the client address (lib/client-address.ts). */
    subscribe(body: SubscribeBody, clientKey: string): string {
      const email = check(body);
      const outgoing = locked(db, (tx) => {
        const at = now();
        const wait = perAddress.retryAfter(tx, clientKey, at);
        if (wait > 0) throw tooManyRequests(`Too many sign-ups from your network. Please wait ${describeWait(wait)} and try again.`);
        perAddress.hit(tx, clientKey, at);
        pruneHits(tx, at);
        repo.deleteExpiredPending(tx, new Date(at - CONFIRM_HOURS * HOUR).toISOString());
        // Past the mailbox's limit the answer is the same, and nothing is sent.
        const mailbox = hashToken(email);
        if (perMailbox.retryAfter(tx, mailbox, at) > 0) return null;
        perMailbox.hit(tx, mailbox, at);
        const row = repo.findByEmail(tx, email);
        if (row?.status === 'active') {
          const mail = alreadySubscribedMail({ publicUrl, name: siteName(db) }, subscriberLinks(publicUrl, row).preferences);
          return { id: row.id, mail: { to: email, ...mail } };
        }
        return askToConfirm(tx, row, email);
      });
      if (outgoing) sendInBackground(outgoing.mail, outgoing.id);
      return SIGNED_UP;
    },

    /** Follows a confirmation link: the address is subscribed (again, after following it twice). */
    confirm(token: string): Preferences {
      const row = repo.findByConfirmHash(db, hashToken(token));
      if (!row || !row.confirmSentAt || Date.parse(row.confirmSentAt) + CONFIRM_HOURS * HOUR < now()) throw notFound(INVALID_LINK);
      if (row.status !== 'active') {
        const lists = row.newsroom || row.digest ? {} : { newsroom: true, digest: true };
        repo.update(db, row.id, { status: 'active', confirmedAt: nowIso(), unsubscribedAt: null, bouncedAt: null, bounceReason: null, ...lists });
        log.info({ subscriberId: row.id }, 'newsletter subscription confirmed');
      }
      return preferencesOf(repo.findById(db, row.id)!);
    },

    preferences(token: string): Preferences {
      const row = repo.findByManageToken(db, token);
      if (!row || row.status === 'pending') throw notFound(INVALID_LINK);
      return preferencesOf(row);
    },

    /** Neither newsletter unsubscribes; either one (re)subscribes, which the link's owner may do without a new confirmation. */
    updatePreferences(body: UpdatePreferencesBody): Preferences {
      const row = repo.findByManageToken(db, body.token);
      if (!row || row.status === 'pending') throw notFound(INVALID_LINK);
      const wanted = body.newsroom || body.digest;
      const status = wanted ? 'active' : 'unsubscribed';
      repo.update(db, row.id, {
        newsroom: body.newsroom,
        digest: body.digest,
        status,
        ...(status !== row.status ? { unsubscribedAt: wanted ? null : nowIso(), bouncedAt: null, bounceReason: null } : {}),
      });
      if (status !== row.status) log.info({ subscriberId: row.id, status }, 'newsletter subscription changed by its owner');
      return preferencesOf(repo.findById(db, row.id)!);
    },

    /** Unsubscribes from everything: with the preferences token, or a List-Unsubscribe pair (`u`, `k`). */
    unsubscribe(body: UnsubscribeBody): Preferences {
      const row = body.token ? repo.findByManageToken(db, body.token) : body.u && body.k ? byOneClickKey(body.u, body.k) : undefined;
      if (!row || row.status === 'pending') throw notFound(INVALID_LINK);
      if (row.status !== 'unsubscribed') {
        repo.update(db, row.id, { status: 'unsubscribed', unsubscribedAt: nowIso() });
        log.info({ subscriberId: row.id }, 'newsletter unsubscribed');
      }
      return preferencesOf(repo.findById(db, row.id)!);
    },

    /** Asks every pending address never asked yet (sign-ups from before double opt-in) to confirm; answers how many. */
    askUnconfirmed(): number {
      const rows = repo.neverAsked(db);
      for (const row of rows) {
        const { id, mail } = locked(db, (tx) => askToConfirm(tx, row, row.email));
        sendInBackground(mail, id);
      }
      return rows.length;
    },

    /** Deletes the pending sign-ups whose link has expired (also done at each sign-up). */
    purgeExpired(): number {
      return repo.deleteExpiredPending(db, new Date(now() - CONFIRM_HOURS * HOUR).toISOString());
    },

    /** Waits for the mails still being handed to SMTP (shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

export type Signup = ReturnType<typeof createSignup>;
