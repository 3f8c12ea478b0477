/**
 * The review round trip, with real mail over a loopback SMTP server: a contributor submits, every
 * editor and administrator is mailed and sees the count; the Review queue lists what waits, oldest
 * submission first; an editor sends it back with a note (mailed to the contributor, shown in their
 * editor's state and their own work); the contributor changes it and submits again; an editor
 * publishes it (recorded as theirs) or schedules another. Each step is in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { AuditEntry } from '../../shared/api/audit.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle } from '../helpers/content.ts';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../helpers/smtp.ts';

const clock = testClock();
let smtp: SmtpTestServer;
let ctx: TestContext;
type Member = Awaited<ReturnType<typeof signedInStaff>>;
let admin: Member;
let editors: Member[];
let contributor: Member;
let otherContributor: Member;

const api = () => request(ctx.app.server);
/** What the contributor's article needs for review (its byline is their own profile). */
const ARTICLE = { excerpt: 'What students build.', content: 'A body.', featured_image: '/media/seed/placeholder.jpg', category_name: 'Tech Trends' };

/** One mail to each address that `match` accepts (waiting for those not received yet). */
async function mailsTo(addresses: string[], match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail[]> {
  return Promise.all(addresses.map((address) => smtp.waitForMail((m) => m.to.includes(address) && match(m))));
}

async function auditOf(id: string): Promise<string[]> {
  const res = await api().get('/api/audit').query({ target: id, limit: 50 }).set(admin.auth);
  return (res.body.data as AuditEntry[]).map((e) => e.action).reverse();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.smtpUrl }, { clock });
  admin = await signedInStaff(ctx.app, { role: 'admin', name: 'Ada Admin', email: 'ada@example.org' });
  editors = [
    await signedInStaff(ctx.app, { role: 'editor', name: 'Eddie Editor', email: 'eddie@example.org' }),
    await signedInStaff(ctx.app, { role: 'editor', name: 'Esi Editor', email: 'esi@example.org' }),
  ];
  contributor = await signedInStaff(ctx.app, { role: 'contributor', name: 'Chidi Contributor', email: 'chidi@example.org' });
  otherContributor = await signedInStaff(ctx.app, { role: 'contributor', name: 'Cleo Contributor', email: 'cleo@example.org' });
}, 30_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('the review round trip', () => {
  it('submit, mail the reviewers, send back with a note, resubmit, publish', async () => {
    // An item already in review from before (no owner): the queue's oldest.
    const legacy = makeArticle(ctx.app.db, { title: 'Left in review', status: 'review' });

    // A contributor writes a draft, then submits it.
    clock.advance(60_000);
    const created = await api().post('/api/articles').set(contributor.auth).send({ title: 'Robotics club in Kigali', status: 'draft' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const incomplete = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ status: 'review' });
    expect(incomplete.status).toBe(400); // review needs every required field, like publishing
    const submitted = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ ...ARTICLE, status: 'review' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe('review');

    // Every editor and administrator is mailed: the title, who, and the queue's address.
    const reviewers = [admin, ...editors].map((m) => m.email);
    const mails = await mailsTo(reviewers, (m) => m.decoded.includes('Robotics club in Kigali'));
    for (const mail of mails) {
      expect(mail.decoded).toMatch(/Subject: Waiting for review: Robotics club in Kigali/);
      expect(mail.decoded).toContain('Chidi Contributor submitted the article');
      expect(mail.decoded).toContain('http://localhost:5555/admin/review');
    }
    expect(smtp.messages.some((m) => m.to.includes(contributor.email))).toBe(false);

    // A second submission, later: the queue lists the oldest first, the count says three.
    clock.advance(60_000);
    const second = await api().post('/api/videos').set(otherContributor.auth).send({ title: 'A makerspace tour', description: 'Tour.', status: 'review' });
    expect(second.status).toBe(201);
    const count = await api().get('/api/review/count').set(editors[0].auth);
    expect(count.body.data).toEqual({ count: 3 });
    const queue = await api().get('/api/review').set(editors[0].auth);
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((i: { id: string }) => i.id)).toEqual([legacy, id, second.body.data.id]);
    expect(queue.body.data[1]).toMatchObject({ type: 'article', title: 'Robotics club in Kigali', owner: { id: contributor.id, name: 'Chidi Contributor' }, submitted_by: { id: contributor.id } });
    expect(queue.body.data[2]).toMatchObject({ type: 'video', owner: { name: 'Cleo Contributor' } });

    // The contributor may still change it while it waits, and nobody else's.
    expect((await api().put(`/api/articles/${id}`).set(contributor.auth).send({ subtitle: 'Girls who build' })).status).toBe(200);

    // An editor sends it back: a note is required.
    const noNote = await api().post(`/api/articles/${id}/send-back`).set(editors[0].auth).send({ note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual([{ path: 'note', msg: 'Write a note saying what to change' }]);
    const note = 'Please add a quote from the club coach and a photo credit.';
    const sentBack = await api().post(`/api/articles/${id}/send-back`).set(editors[0].auth).send({ note });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.data).toMatchObject({ status: 'draft', review_note: { note, by: { name: 'Eddie Editor' } } });
    const again = await api().post(`/api/articles/${id}/send-back`).set(editors[1].auth).send({ note: 'Twice' });
    expect(again.status).toBe(409);

    // The contributor is mailed the note, with a link to their editor.
    const backMail = await smtp.waitForMail((m) => m.to.includes(contributor.email));
    expect(backMail.decoded).toMatch(/Subject: Sent back: Robotics club in Kigali/);
    expect(backMail.decoded).toContain(note);
    expect(backMail.decoded).toContain(`http://localhost:5555/admin/articles/${id}/edit`);

    // ... and sees it: the item's state in the editor, and their own work.
    const state = await api().get(`/api/review/items/${id}`).set(contributor.auth);
    expect(state.body.data).toMatchObject({ status: 'draft', can_edit: true, submitted_at: null, review_note: { note, by: { name: 'Eddie Editor' } } });
    const mine = await api().get('/api/review/mine').set(contributor.auth);
    expect(mine.body.data.sent_back.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(mine.body.data.drafts).toEqual([]);
    expect((await api().get('/api/review/count').set(admin.auth)).body.data.count).toBe(2);

    // The contributor changes it and submits again: the note is answered, the reviewers are mailed again.
    const mailsBefore = smtp.messages.length;
    const resubmitted = await api().put(`/api/articles/${id}`).set(contributor.auth).send({ content: 'A body. "We build," says the coach.', status: 'review' });
    expect(resubmitted.status).toBe(200);
    await mailsTo(reviewers, (m) => smtp.messages.indexOf(m) >= mailsBefore && m.decoded.includes('Robotics club in Kigali'));
    const stateAgain = (await api().get(`/api/review/items/${id}`).set(contributor.auth)).body.data;
    expect(stateAgain.review_note).toBeNull();
    expect(stateAgain.submitted_at).not.toBeNull();
    expect((await api().get('/api/review/mine').set(contributor.auth)).body.data.in_review.map((i: { id: string }) => i.id)).toEqual([id]);

    // An editor publishes it: it is theirs to look after now, and recorded as published by them.
    const published = await api().put(`/api/articles/${id}`).set(editors[1].auth).send({ status: 'published' });
    expect(published.status).toBe(200);
    const finalState = (await api().get(`/api/review/items/${id}`).set(contributor.auth)).body.data;
    expect(finalState).toMatchObject({ status: 'published', can_edit: false, submitted_at: null, published_by: { id: editors[1].id, name: 'Esi Editor' } });
    expect((await api().put(`/api/articles/${id}`).set(contributor.auth).send({ title: 'Changed' })).status).toBe(403);
    expect((await api().get(`/api/public/articles/${id}`)).status).toBe(200);
    expect((await api().get('/api/review').set(editors[0].auth)).body.data.map((i: { id: string }) => i.id)).not.toContain(id);

    // The audit trail has each step, in order.
    expect(await auditOf(id)).toEqual(['content.create', 'content.submit', 'content.update', 'content.send_back', 'content.submit', 'content.publish']);
  });

  it('lets the contributor withdraw a submission, and an editor schedule one from review', async () => {
    const created = await api().post('/api/podcasts').set(contributor.auth).send({ title: 'Episode on coding clubs', description: 'Talk.', status: 'review' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const withdrawn = await api().put(`/api/podcasts/${id}`).set(contributor.auth).send({ status: 'draft' });
    expect(withdrawn.status).toBe(200);
    expect((await api().get('/api/review').set(editors[0].auth)).body.data.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await auditOf(id)).at(-1)).toBe('content.withdraw');

    expect((await api().put(`/api/podcasts/${id}`).set(contributor.auth).send({ status: 'review' })).status).toBe(200);
    const when = new Date(clock() + 3 * 86_400_000).toISOString();
    const scheduled = await api().put(`/api/podcasts/${id}`).set(editors[0].auth).send({ status: 'scheduled', publish_date: when });
    expect(scheduled.status).toBe(200);
    const state = (await api().get(`/api/review/items/${id}`).set(contributor.auth)).body.data;
    expect(state).toMatchObject({ status: 'scheduled', can_edit: false, published_by: { id: editors[0].id } });
    // The contributor cannot take it back out of the schedule.
    expect((await api().put(`/api/podcasts/${id}`).set(contributor.auth).send({ status: 'draft' })).status).toBe(403);
  });

  it('answers an unknown item, and a contributor reaching for the queue, clearly', async () => {
    expect((await api().get('/api/review').set(contributor.auth)).status).toBe(403);
    expect((await api().get('/api/review/count').set(contributor.auth)).body.message).toBe('Only editors and administrators can review submissions');
    expect((await api().post('/api/articles/3f2504e0-4f89-41d3-9a0c-0305e82c3301/send-back').set(editors[0].auth).send({ note: 'x' })).status).toBe(404);
    expect((await api().get('/api/review/items/3f2504e0-4f89-41d3-9a0c-0305e82c3301').set(contributor.auth)).status).toBe(404);
  });
});
