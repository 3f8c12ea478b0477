/**
 * The newsletter as a subscriber lives it, every mail through a real SMTP listener and read back with
 * a real mail parser: sign up, confirm from the mail's link, receive an issue (headers, both parts,
 * links that lead to the items and to one's own preferences), unsubscribe with the RFC 8058
 * one-click POST, and be left out of every later send. Also: the same answer for any address, the
 * per-mailbox limit, unconfirmed sign-ups expiring, bounces suppressed, preferences, a schedule, a
 * test to oneself and the weekly digest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makeVideo } from '../helpers/content.ts';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../helpers/smtp.ts';
import { newsletterSubscribers } from '../../server/db/schema.ts';
import { senderOf } from '../../server/modules/newsletter/sender.ts';
import { MAILS_PER_MAILBOX, SIGNED_UP } from '../../server/modules/newsletter/signup.ts';

const clock = testClock();
const HOUR = 3_600_000;
let ctx: TestContext;
let smtp: SmtpTestServer;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let ip = 0;

interface Answer {
  status: number;
  body: { success: boolean; message?: string; data?: never };
  headers: Record<string, unknown>;
}

async function call(method: string, url: string, options: { payload?: unknown; headers?: Record<string, string>; auth?: boolean } = {}): Promise<Answer> {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    payload: options.payload as string,
    headers: { ...(options.auth ? staff.auth : {}), ...options.headers },
    remoteAddress: `192.0.2.${(++ip % 250) + 1}`,
  });
  return { status: res.statusCode, body: res.body ? res.json() : { success: true }, headers: res.headers };
}

const subscribe = (email: string) => call('POST', '/api/public/newsletter', { payload: { email } });
const mailTo = async (to: string, subject?: RegExp): Promise<{ raw: ReceivedMail; mail: ParsedMail }> => {
  const raw = await smtp.waitForMail((m) => m.to.includes(to) && (!subject || subject.test(m.raw)));
  return { raw, mail: await simpleParser(raw.raw) };
};
/** The fragment token of the first link to `page` in a mail's text. */
const tokenIn = (mail: ParsedMail, page: string) => {
  const match = new RegExp(`http://localhost:5555/newsletter/${page}#token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
};
const subscriber = (email: string) => ctx.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get();
/** Runs the sender now (what is due goes out) and waits until it is done. */
const runSender = () => senderOf(ctx.app.db)!.poke();

async function confirmed(email: string): Promise<string> {
  expect((await subscribe(email)).body.message).toBe(SIGNED_UP);
  const { mail } = await mailTo(email, /Confirm your subscription/);
  const res = await call('POST', '/api/public/newsletter/confirm', { payload: { token: tokenIn(mail, 'confirm') } });
  expect(res.status).toBe(200);
  return (res.body.data as unknown as { token: string }).token;
}

async function sendIssue(items: string[], subject: string, at?: string): Promise<string> {
  const created = await call('POST', '/api/newsletter/issues', { auth: true, payload: { subject, intro: 'Hello readers,\n\nthis week we have two stories.', items } });
  expect(created.status).toBe(201);
  const id = (created.body.data as unknown as { id: string }).id;
  const sent = await call('POST', `/api/newsletter/issues/${id}/send`, { auth: true, payload: at ? { at } : {} });
  expect(sent.status).toBe(200);
  await runSender();
  return id;
}

let article: string;
let video: string;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => address.startsWith('gone@') });
  ctx = await createTestApp({ SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Insight Media <news@insight.example>', NEWSLETTER_RATE_PER_MINUTE: '1000000' }, { clock });
  staff = await signedInStaff(ctx.app, { email: 'editor@insight.example' });
  article = makeArticle(ctx.app.db, { title: 'Solar classrooms in Kisumu', excerpt: 'How a school powers its own lessons.', featuredImage: '/media/uploads/2026/01/3f2504e0-4f89-41d3-9a0c-0305e82c3301/1600x900-aabbcc.jpg' });
  video = makeVideo(db(), { title: 'Robotics club finals', description: 'The finals, filmed.' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
const db = () => ctx.app.db;

describe('double opt-in', () => {
  it('sends a confirmation link; following it subscribes the address', async () => {
    expect((await subscribe('  Amina@Example.org ')).body).toEqual({ success: true, message: SIGNED_UP });
    const { raw, mail } = await mailTo('amina@example.org');
    expect(raw.from).toBe('news@insight.example');
    expect(mail.subject).toBe('Confirm your subscription to Insight Media');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const token = tokenIn(mail, 'confirm');
    expect(mail.html).toContain(`href="http://localhost:5555/newsletter/confirm#token=${token}"`);
    expect(subscriber('amina@example.org')).toMatchObject({ status: 'pending', confirmedAt: null });
    // The token itself is not stored: only its hash.
    expect(JSON.stringify(subscriber('amina@example.org'))).not.toContain(token);

    const res = await call('POST', '/api/public/newsletter/confirm', { payload: { token } });
    expect(res.body).toMatchObject({ success: true, data: { email: 'amina@example.org', status: 'active', newsroom: true, digest: true } });
    expect(subscriber('amina@example.org')).toMatchObject({ status: 'active', confirmedAt: expect.any(String) });
    // Following the link again says the same; a made-up token is not valid.
    expect((await call('POST', '/api/public/newsletter/confirm', { payload: { token } })).status).toBe(200);
    expect((await call('POST', '/api/public/newsletter/confirm', { payload: { token: 'nope' } })).status).toBe(404);
  });

  it('answers a pending and a subscribed address as a new one, mailing each what it needs', async () => {
    await subscribe('kofi@example.org');
    const first = tokenIn((await mailTo('kofi@example.org')).mail, 'confirm');
    const again = await subscribe('kofi@example.org');
    expect(again.body).toEqual({ success: true, message: SIGNED_UP });
    const second = tokenIn((await mailTo('kofi@example.org')).mail, 'confirm');
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await call('POST', '/api/public/newsletter/confirm', { payload: { token: first } })).status).toBe(404);

    const known = await subscribe('amina@example.org');
    expect(known.body).toEqual({ success: true, message: SIGNED_UP });
    const { mail } = await mailTo('amina@example.org', /already subscribed/);
    expect(mail.subject).toBe('You are already subscribed to Insight Media');
    expect(tokenIn(mail, 'preferences')).toBe(subscriber('amina@example.org')!.manageToken);
    expect(subscriber('amina@example.org')!.status).toBe('active');
  });

  it(`mails one mailbox at most ${MAILS_PER_MAILBOX} times a day, answering the same`, async () => {
    const before = smtp.messages.filter((m) => m.to.includes('flood@example.org')).length;
    for (let i = 0; i < MAILS_PER_MAILBOX + 3; i++) expect((await subscribe('flood@example.org')).body.message).toBe(SIGNED_UP);
    await mailTo('flood@example.org');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.to.includes('flood@example.org')).length - before).toBe(MAILS_PER_MAILBOX);
  });

  it('lets an unconfirmed sign-up expire after 48 hours', async () => {
    await subscribe('late@example.org');
    const token = tokenIn((await mailTo('late@example.org')).mail, 'confirm');
    clock.advance(49 * HOUR);
    expect((await call('POST', '/api/public/newsletter/confirm', { payload: { token } })).status).toBe(404);
    await runSender();
    expect(subscriber('late@example.org')).toBeUndefined();
    // Confirmed addresses stay, of course.
    expect(subscriber('amina@example.org')!.status).toBe('active');
  });
});

describe('an issue as the subscriber receives it', () => {
  let manage: string;
  let issueId: string;
  let received: ParsedMail;

  beforeAll(async () => {
    manage = await confirmed('reader@example.org');
    await subscribe('waiting@example.org'); // never confirms
    issueId = await sendIssue([article, video], 'Our best stories this week');
    received = (await mailTo('reader@example.org', /Our best stories/)).mail;
  });

  it('goes to confirmed addresses only, once each', async () => {
    const copies = smtp.messages.filter((m) => /Subject: Our best stories/.test(m.raw));
    expect(copies.map((m) => m.to[0]).sort()).toEqual(['amina@example.org', 'reader@example.org']);
    const report = await call('GET', `/api/newsletter/issues/${issueId}`, { auth: true });
    expect(report.body.data).toMatchObject({ status: 'sent', counts: { total: 2, sent: 2, failed: 0 }, finished_at: expect.any(String) });
  });

  it('carries one-click unsubscribe headers (RFC 8058) and a list id', () => {
    const header = (name: string) => received.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:5555\/api\/public\/newsletter\/one-click\?u=[0-9a-f-]{36}&token=[A-Za-z0-9_-]+>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('list-id')).toBe('"Newsletter" <newsroom.localhost>');
  });

  it('has an HTML part for mail clients and a plain-text part with the same content', () => {
    const html = received.html as string;
    expect(html).toMatch(/<table role="presentation"/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).not.toMatch(/<script|display:\s*(flex|grid)/i);
    // Inline styles on what shows; the one <style> block is dark mode's.
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('prefers-color-scheme: dark');
    // The upload's 640 px JPEG, with alt text and its size in the 552 px column.
    expect(html).toMatch(/<img src="http:\/\/localhost:5555\/media\/uploads\/2026\/01\/3f2504e0-4f89-41d3-9a0c-0305e82c3301\/640\.jpg" width="552" height="311" alt="Solar classrooms in Kisumu"/);
    for (const part of [html, received.text!]) {
      expect(part).toContain('Solar classrooms in Kisumu');
      expect(part).toContain('Robotics club finals');
      expect(part).toContain('this week we have two stories');
    }
    expect(received.text).toContain(`ARTICLE: Solar classrooms in Kisumu\nHow a school powers its own lessons.\nhttp://localhost:5555/article/${article}`);
  });

  it("links to each item's page and to the reader's own preferences and unsubscribe pages", async () => {
    const links = [...(received.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&#38;/g, '&'));
    expect(links).toContain(`http://localhost:5555/article/${article}`);
    expect(links).toContain(`http://localhost:5555/video/${video}`);
    expect(links).toContain(`http://localhost:5555/newsletter/preferences#token=${manage}`);
    expect(links).toContain(`http://localhost:5555/newsletter/unsubscribe#token=${manage}`);
    // The items behind the links are public.
    expect((await call('GET', `/api/public/articles/${article}`)).status).toBe(200);
    expect((await call('GET', `/api/public/videos/${video}`)).status).toBe(200);
    // The preferences link opens the reader's own preferences.
    const prefs = await call('GET', '/api/public/newsletter/preferences', { headers: { 'x-newsletter-token': tokenIn(received, 'preferences') } });
    expect(prefs.body.data).toMatchObject({ email: 'reader@example.org', status: 'active' });
  });

  it('unsubscribes with the one-click POST of its List-Unsubscribe address, and no later send reaches the address', async () => {
    const address = /<([^>]+)>/.exec(received.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)![1];
    const path = address.replace('http://localhost:5555', '');
    // What Gmail and Yahoo send.
    const res = await call('POST', path, { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: 'You have been unsubscribed' } });
    expect(subscriber('reader@example.org')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    // Again, or as multipart form data: the same.
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect((await call('POST', path, { payload: multipart, headers: { 'content-type': 'multipart/form-data; boundary=b' } })).status).toBe(200);
    // A key that does not match, or a GET (a link checker), unsubscribes nobody.
    expect((await call('POST', path.replace(/token=[^&]+/, 'token=forged'), { payload: '' })).status).toBe(404);
    const opened = await call('GET', path);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toMatch(/^\/newsletter\/unsubscribe#u=[0-9a-f-]{36}&k=/);

    await sendIssue([article], 'A second issue');
    await mailTo('amina@example.org', /A second issue/);
    expect(smtp.messages.filter((m) => /Subject: A second issue/.test(m.raw)).map((m) => m.to[0])).toEqual(['amina@example.org']);
  });

  it('takes the unsubscribe link of the body, and the preferences page brings the reader back', async () => {
    const token = tokenIn(received, 'unsubscribe');
    const prefs = await call('PUT', '/api/public/newsletter/preferences', { payload: { token, newsroom: false, digest: true } });
    expect(prefs.body.data).toMatchObject({ status: 'active', newsroom: false, digest: true });
    const out = await call('POST', '/api/public/newsletter/unsubscribe', { payload: { token } });
    expect(out.body).toMatchObject({ message: 'You have been unsubscribed', data: { status: 'unsubscribed' } });
    const none = await call('PUT', '/api/public/newsletter/preferences', { payload: { token, newsroom: false, digest: false } });
    expect(none.body.data).toMatchObject({ status: 'unsubscribed' });
    const back = await call('PUT', '/api/public/newsletter/preferences', { payload: { token, newsroom: true, digest: true } });
    expect(back.body.data).toMatchObject({ status: 'active', newsroom: true, digest: true });
    expect((await call('GET', '/api/public/newsletter/preferences', { headers: { 'x-newsletter-token': 'nope' } })).status).toBe(404);
  });
});

describe('sending', () => {
  it('marks an address the mail server refuses for good as bounced, and sends it nothing more', async () => {
    // The confirmation could not be delivered either: confirmed by hand, as if the mailbox died later.
    await subscribe('gone@example.org');
    ctx.app.db.update(newsletterSubscribers).set({ status: 'active' }).where(eq(newsletterSubscribers.email, 'gone@example.org')).run();
    const id = await sendIssue([article], 'Bounce check');
    const failed = await call('GET', `/api/newsletter/issues/${id}/deliveries?status=failed`, { auth: true });
    expect(failed.body.data).toEqual([expect.objectContaining({ email: 'gone@example.org', status: 'failed', error: expect.stringContaining('No such mailbox') })]);
    expect(subscriber('gone@example.org')).toMatchObject({ status: 'bounced', bounceReason: expect.stringContaining('550') });
    const next = await sendIssue([article], 'After the bounce');
    expect(((await call('GET', `/api/newsletter/issues/${next}/deliveries`, { auth: true })).body.data as unknown as { email: string }[]).map((d) => d.email)).not.toContain('gone@example.org');
  });

  it('waits for a scheduled time, and sends a test to the staff member alone', async () => {
    const created = await call('POST', '/api/newsletter/issues', { auth: true, payload: { subject: 'Later on', items: [video] } });
    const id = (created.body.data as unknown as { id: string }).id;
    const test = await call('POST', `/api/newsletter/issues/${id}/test`, { auth: true });
    expect(test.body.message).toBe('Test sent to editor@insight.example');
    expect((await mailTo('editor@insight.example', /\[Test\] Later on/)).mail.subject).toBe('[Test] Later on');

    const at = new Date(clock() + 2 * HOUR).toISOString();
    const scheduled = await call('POST', `/api/newsletter/issues/${id}/send`, { auth: true, payload: { at } });
    expect(scheduled.body).toMatchObject({ message: 'Newsletter scheduled', data: { status: 'scheduled', scheduled_at: at } });
    await runSender();
    expect(smtp.messages.some((m) => /Subject: Later on/.test(m.raw))).toBe(false);
    clock.advance(2 * HOUR + 1000);
    await runSender();
    await mailTo('amina@example.org', /Subject: Later on/);
    expect(((await call('GET', `/api/newsletter/issues/${id}`, { auth: true })).body.data as unknown as { status: string }).status).toBe('sent');
  });

  it('refuses to send an issue without a subject or items, and edits of one already sent', async () => {
    const empty = await call('POST', '/api/newsletter/issues', { auth: true, payload: { subject: '' } });
    const id = (empty.body.data as unknown as { id: string }).id;
    const refused = await call('POST', `/api/newsletter/issues/${id}/send`, { auth: true, payload: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ path: 'subject', msg: 'Subject is required' }, { path: 'items', msg: 'Pick at least one item' }] });
    const sent = await sendIssue([article], 'Done and dusted');
    expect((await call('PUT', `/api/newsletter/issues/${sent}`, { auth: true, payload: { subject: 'Changed' } })).status).toBe(409);
    expect((await call('GET', '/api/newsletter/issues', { auth: true })).status).toBe(200);
    expect((await call('GET', '/api/newsletter/issues')).status).toBe(401);
  });

  it('a draft showing an item moved to the trash says so, sends without it with a warning, and has it back once restored', async () => {
    const kept = makeArticle(db(), { title: 'Maths by radio' });
    const trashed = makeArticle(db(), { title: 'Debate club goes national' });
    const created = await call('POST', '/api/newsletter/issues', { auth: true, payload: { subject: 'Trash check', intro: '', items: [trashed, kept] } });
    const id = (created.body.data as unknown as { id: string }).id;
    expect((await call('DELETE', `/api/articles/${trashed}`, { auth: true })).status).toBe(200);

    type Detail = { items: string[]; resolved: { id: string }[]; unavailable: { id: string; title: string; reason: string; note: string }[] };
    const detail = async () => (await call('GET', `/api/newsletter/issues/${id}`, { auth: true })).body.data as unknown as Detail;
    const away = await detail();
    expect(away.items).toEqual([trashed, kept]); // the choice is kept
    expect(away.resolved.map((i) => i.id)).toEqual([kept]);
    expect(away.unavailable).toEqual([{ id: trashed, type: 'article', title: 'Debate club goes national', reason: 'trash', note: 'In the trash: left out of the mail until it is restored' }]);
    // Saving the draft as the screen shows it keeps the trashed item's place.
    expect((await call('PUT', `/api/newsletter/issues/${id}`, { auth: true, payload: { subject: 'Trash check, again', items: away.items } })).status).toBe(200);

    const preview = (await call('GET', `/api/newsletter/issues/${id}/preview`, { auth: true })).body.data as unknown as { text: string };
    expect(preview.text).toContain('Maths by radio');
    expect(preview.text).not.toContain('Debate club goes national');
    const test = await call('POST', `/api/newsletter/issues/${id}/test`, { auth: true });
    expect(test.body.message).toBe('Test sent to editor@insight.example. Left out of the mail: "Debate club goes national" (in the trash).');
    await mailTo('editor@insight.example', /Trash check, again/);

    // With nothing else to show, the send is refused and says why.
    const lone = await call('POST', '/api/newsletter/issues', { auth: true, payload: { subject: 'Only the trashed one', intro: '', items: [trashed] } });
    const loneId = (lone.body.data as unknown as { id: string }).id;
    const refused = await call('POST', `/api/newsletter/issues/${loneId}/send`, { auth: true, payload: {} });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [{ path: 'items', msg: 'None of the chosen items is public now: "Debate club goes national" is in the trash. Restore it or pick others' }],
    });

    // Restored, it is back in the draft, in its place, and in the mail.
    expect((await call('POST', `/api/trash/articles/${trashed}/restore`, { auth: true })).status).toBe(200);
    const back = await detail();
    expect(back.resolved.map((i) => i.id)).toEqual([trashed, kept]);
    expect(back.unavailable).toEqual([]);
    const sent = await call('POST', `/api/newsletter/issues/${id}/send`, { auth: true, payload: {} });
    expect(sent.body.message).toBe('Sending started');
  });

  it('deletes a sent newsletter only when told its subject (or no name at all), naming the report it destroys', async () => {
    const id = await sendIssue([article], 'Gone with its report');
    const preview = await call('GET', `/api/newsletter/issues/${id}/deletion`, { auth: true });
    const data = preview.body.data as unknown as { name: string; will_lose: string[]; keeps: string[] };
    expect(data.name).toBe('Gone with its report');
    expect(data.will_lose[0]).toBe('the newsletter "Gone with its report" (sent) with its introduction and 1 chosen item');
    expect(data.will_lose[1]).toMatch(/^its report: \d+ recipients?, \d+ sent, 0 failed$/);
    expect(data.keeps).toContain("The mails already sent stay in their readers' inboxes");
    const refused = await call('DELETE', `/api/newsletter/issues/${id}?confirm=${encodeURIComponent('Another newsletter')}`, { auth: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('it destroys the newsletter "Gone with its report" (sent)');
    expect((await call('GET', `/api/newsletter/issues/${id}`, { auth: true })).status).toBe(200);
    const deleted = await call('DELETE', `/api/newsletter/issues/${id}?confirm=${encodeURIComponent('Gone with its report')}`, { auth: true });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/newsletter/issues/${id}`, { auth: true })).status).toBe(404);
  });
});

describe('the weekly digest', () => {
  it('goes out by itself at its hour, to those who want it, with the newest items', async () => {
    const slot = new Date(clock() + HOUR);
    const saved = await call('PUT', '/api/newsletter/digest', { auth: true, payload: { enabled: true, weekday: slot.getUTCDay(), hour: slot.getUTCHours(), max_items: 5 } });
    expect(saved.body.data).toMatchObject({ enabled: true, next_at: expect.any(String) });
    const fresh = makeArticle(ctx.app.db, { title: 'Fresh this week', publishDate: new Date(clock() - 60_000).toISOString() });
    const digestOnly = await confirmed('digest-only@example.org');
    await call('PUT', '/api/public/newsletter/preferences', { payload: { token: digestOnly, newsroom: false, digest: true } });
    await call('PUT', '/api/public/newsletter/preferences', { payload: { token: subscriber('amina@example.org')!.manageToken, newsroom: true, digest: false } });

    await runSender();
    expect(smtp.messages.some((m) => /This week at Insight Media/.test(m.raw))).toBe(false);
    clock.advance(HOUR + 1000);
    await runSender();
    const { mail } = await mailTo('digest-only@example.org', /This week at Insight Media/);
    expect(mail.subject).toBe('This week at Insight Media: Fresh this week');
    expect(mail.text).toContain(`http://localhost:5555/article/${fresh}`);
    expect(smtp.messages.filter((m) => /This week at Insight Media/.test(m.raw)).map((m) => m.to[0])).not.toContain('amina@example.org');
    // Once a week.
    await runSender();
    expect(smtp.messages.filter((m) => /This week at Insight Media/.test(m.raw) && m.to.includes('digest-only@example.org'))).toHaveLength(1);
  });
});

describe('the numbers', () => {
  it('count subscribers, confirmations, unsubscribes and sends', async () => {
    const stats = (await call('GET', '/api/newsletter/stats', { auth: true })).body.data as unknown as Record<string, number>;
    expect(stats.active).toBeGreaterThanOrEqual(3);
    expect(stats.bounced).toBe(1);
    expect(stats.confirmations_30d).toBe(3);
    expect(stats.unsubscribes_30d).toBe(0); // the one who left came back
    expect(stats.issues_sent_30d).toBeGreaterThanOrEqual(5);
    expect(stats.mails_sent_30d).toBeGreaterThanOrEqual(5);
  });
});
