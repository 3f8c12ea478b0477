/**
 * A real SMTP server on loopback (random port) that keeps every message it receives, so tests
 * assert on mail exactly as a mail server would get it from nodemailer.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as received (headers and MIME body). */
  raw: string;
  /** The raw text with quoted-printable soft breaks and =XX escapes undone, for searching. */
  decoded: string;
}

export interface SmtpTestServer {
  /** Pass as SMTP_URL; plain SMTP on loopback, no TLS. */
  smtpUrl: string;
  messages: ReceivedMail[];
  /** The first received message (not yet returned) matching `match`; waits for it if needed. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: `=\r\n` soft line breaks and `=3D`-style escapes. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset token of the first `/admin/reset-password/{token}` link in a mail. */
export function resetTokenFrom(mail: ReceivedMail): string {
  const match = mail.decoded.match(/https?:\/\/[^\s"'<>]+\/admin\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in mail:\n${mail.raw}`);
  return match[1];
}

export interface SmtpServerOptions {
  /** Recipients the server refuses for good at RCPT TO (550, "no such mailbox"): a hard bounce. */
  refuse?: (address: string) => boolean;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const returned = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function take(match: (mail: ReceivedMail) => boolean): ReceivedMail | undefined {
    const mail = messages.find((m) => !returned.has(m) && match(m));
    if (mail) returned.add(mail);
    return mail;
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(match = () => true, timeoutMs = 5000) {
      const ready = take(match);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = take(match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
