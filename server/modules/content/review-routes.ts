/**
 * Review's routes. `/api/review` (reviewRoutes): the queue and its count (editors and
 * administrators), an item's editorial state and the member's own work (any staff member). Each
 * type's `POST /api/<type>/{id}/send-back` (sendBackRoute, added beside its content routes): an
 * editor returns an item in review to its contributor as a draft, with a note. Submitting,
 * withdrawing, publishing and scheduling are saves of the item's status (PUT), whose routes call
 * `announceSubmission` so that a submission mails the reviewers whatever route made it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ErrorResponse, ItemIdParams } from '../../../shared/api/common.ts';
import {
  EditorialStateResponse,
  MyWorkResponse,
  ReviewCountResponse,
  ReviewItem,
  ReviewQueueQuery,
  ReviewQueueResponse,
  SendBackBody,
} from '../../../shared/api/review.ts';
import type { AuditTargetType } from '../../../shared/audit.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkReviewNote } from '../../../shared/validation/review.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, rejectFieldErrors } from '../../errors.ts';
import { actorOf } from './editing-routes.ts';
import { recordSendBack } from './editorial.ts';
import { editorialState, mailSendBack, mailSubmission, myWork, reviewCount, reviewQueue } from './review.ts';
import * as repo from './review-repository.ts';
import type { SaveContext } from './revisions.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

const tags = ['Review'];
const security = [{ bearerAuth: [] }];

const mailContext = (app: App) => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log });

type Saved = { id: string; title: string; status: string };

/** After a staff save: when it sent the item into review, every editor and administrator is mailed. */
export async function announceSubmission(app: App, request: FastifyRequest, type: ContentType, before: { status: string } | null, after: Saved): Promise<void> {
  if (after.status !== 'review' || before?.status === 'review') return;
  const { id, name, email } = request.user;
  await mailSubmission(mailContext(app), { id: after.id, type, title: after.title }, { id, name, email });
}

/** What the audit trail calls each type. */
const AUDIT_TYPE: Record<ContentType, AuditTargetType> = { article: 'article', video: 'video', tvshow: 'tvshow', podcast: 'podcast' };

/** `POST <prefix>/{id}/send-back`: an item in review back to draft with the editor's note (mailed to its contributor). */
export function sendBackRoute(
  app: App,
  spec: { tags: string[]; type: ContentType; one: string; update: (db: Db, id: string, body: { status: 'draft' }, ctx: SaveContext) => Saved },
): void {
  app.post(
    '/:id/send-back',
    {
      onRequest: app.authorize('review'),
      schema: {
        tags: spec.tags,
        security,
        summary: `Send ${spec.one} in review back to its contributor as a draft, with a note (editors and administrators)`,
        params: ItemIdParams,
        body: SendBackBody,
        response: { 200: Envelope(ReviewItem), 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params as ItemIdParams;
      const errors = new FieldErrors();
      const note = checkReviewNote(errors, (request.body as SendBackBody).note);
      const actor = actorOf(request);
      const current = repo.reviewRow(app.db, id);
      // The state first (a stale screen's second click), then the note.
      if (current && current.status !== 'review') throw conflict('Only an item in review can be sent back: it is no longer in review');
      rejectFieldErrors(errors);
      const saved = inTransaction(app.db, (tx) => {
        const item = spec.update(tx, id, { status: 'draft' }, { actor });
        recordSendBack(tx, actor, id, note);
        return item;
      });
      const row = repo.reviewRow(app.db, id)!;
      app.audit.record(request, { action: 'content.send_back', target: { type: AUDIT_TYPE[spec.type], id, title: saved.title }, details: { note } });
      await mailSendBack(mailContext(app), { id, type: spec.type, title: saved.title }, row.ownerId ?? row.submittedById, request.user.name, note);
      return { success: true as const, message: 'Sent back to the contributor with your note', data: editorialState(app.db, id, request.user) };
    },
  );
}

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      onRequest: app.authorize('review'),
      schema: { tags, security, summary: 'The Review queue: every item in review, oldest submission first (editors and administrators)', querystring: ReviewQueueQuery, response: { 200: ReviewQueueResponse, 403: ErrorResponse } },
    },
    async (request) => ({ success: true as const, ...reviewQueue(app.db, request.query) }),
  );

  app.get(
    '/count',
    { onRequest: app.authorize('review'), schema: { tags, security, summary: 'How many items wait for review (editors and administrators)', response: { 200: ReviewCountResponse, 403: ErrorResponse } } },
    async () => ({ success: true as const, data: { count: reviewCount(app.db) } }),
  );

  app.get(
    '/mine',
    { schema: { tags, security, summary: "The member's own items: drafts, in review, sent back with a note, published (the newest 20 of each)", response: { 200: MyWorkResponse } } },
    async (request) => ({ success: true as const, data: myWork(app.db, request.user.id) }),
  );

  app.get(
    '/items/:id',
    {
      schema: {
        tags,
        security,
        summary: "An item's editorial state: whose it is, its submission and last send-back note, who published it, whether the member may change it",
        params: ItemIdParams,
        response: { 200: EditorialStateResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: editorialState(app.db, request.params.id, request.user) }),
  );
};
export default reviewRoutes;
