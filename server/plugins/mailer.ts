/**
 * Outgoing mail. With SMTP_URL, nodemailer sends over SMTP through a small pool of connections
 * (newsletters send thousands of mails; each would otherwise open its own), closed with the app; a
 * refused mail throws nodemailer's error, whose `responseCode` is the server's reply (550: the
 * mailbox does not exist). Without it:
 * - in development and tests, every message is written to data/outbox/ as an .eml file, so a fresh
 *   clone works offline (the log names the file, never the link inside it);
 * - in production nothing is sent or written: a reset or invitation link is as good as the
 *   password, so it must not sit in a log or a folder. The server says so at start (a warning),
 *   and each mail that cannot go fails with that reason; staff then get a link from the operator
 *   (`npm run admin -- reset-password EMAIL`).
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { nowIso } from '../clock.ts';
import { siteName } from '../modules/site/service.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, List-Id for newsletters). */
  headers?: Record<string, string>;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Closes the connections (the app's shutdown). */
  close?(): void;
}

/** Connections kept open to the relay, and how long a silent one may take before it counts as failed. */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 500, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const NO_SMTP_IN_PRODUCTION =
  'SMTP_URL is not set: password-reset, invitation and newsletter mails cannot be sent. Set SMTP_URL, or give staff a link with `npm run admin -- reset-password EMAIL`';

/**
 * The sender of every mail: MAIL_FROM as written when it names itself ("Newsroom <news@...>"),
 * else its address under the site's name as administrators set it (nodemailer encodes the name).
 */
function sender(mailFrom: string, name: string): string | { name: string; address: string } {
  return /<[^>]+>\s*$/.test(mailFrom) ? mailFrom : { name, address: mailFrom.trim() };
}

/** Our own headers are plain ASCII: written as given, not MIME-encoded or folded (List-Id's quotes and brackets must stay). */
const prepared = (headers: Mail['headers']) =>
  headers && Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { prepared: true, value }]));

function createMailer(config: Config, log: FastifyInstance['log'], name: () => string): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_POOL });
    return {
      async send(mail) {
        await transport.sendMail({ from: sender(config.mailFrom, name()), ...mail, headers: prepared(mail.headers) });
        log.debug({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  if (config.isProduction) {
    log.warn(NO_SMTP_IN_PRODUCTION);
    return {
      async send() {
        throw new Error(NO_SMTP_IN_PRODUCTION);
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: sender(config.mailFrom, name()), ...mail, headers: prepared(mail.headers) });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${nowIso().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL set): its link is in the file');
    },
  };
}

export default fp(async function mailerPlugin(app: FastifyInstance, opts: { config: Config; mailer?: Mailer }) {
  const mailer = opts.mailer ?? createMailer(opts.config, app.log, () => siteName(app.db));
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close?.());
});
