/**
 * Outgoing mail. With SMTP_URL, nodemailer sends over SMTP; without it every message is written
 * to data/outbox/ as an .eml file (and its first link logged) so a fresh clone works offline.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function createMailer(config: Config, log: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      log.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written to outbox (no SMTP_URL set)');
    },
  };
}

export default fp(async function mailerPlugin(app: FastifyInstance, opts: { config: Config; mailer?: Mailer }) {
  app.decorate('mailer', opts.mailer ?? createMailer(opts.config, app.log));
});
