/**
 * Comments. Commenters' e-mail addresses are stored for staff and never
 * returned publicly: no public response schema here has an `email` field, so serialization drops it.
 * The one exception is StaffComment (the moderation list, GET /api/comments, staff token required),
 * whose rows carry the address so moderators can reply or spot spam. Text is plain (the web escapes
 * it when rendering).
 */
import { Type, type Static } from 'typebox';
import { CONTENT_STATUSES, CONTENT_TYPES, LIMITS } from '../constants.ts';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageLimit, Pagination, pageQuery, Uuid } from './common.ts';

export const CommentItemParams = Type.Object({ id: Type.String({ maxLength: 200, description: 'UUID of any content item' }) });
export type CommentItemParams = Static<typeof CommentItemParams>;

export const CommentIdParams = Type.Object({ commentId: Type.String({ maxLength: 200, description: 'UUID of the comment' }) });
export type CommentIdParams = Static<typeof CommentIdParams>;

/**
 * Permissive on purpose: the service trims and checks, answering 'Name is required',
 * 'Comment must be at most 2000 characters', ... rather than ajv's generic wording.
 */
export const CreateCommentBody = Type.Object({
  name: Type.Optional(Type.String({ description: `1-${LIMITS.commentNameMax} characters, trimmed` })),
  email: Type.Optional(Nullable(Type.String({ description: 'optional; never shown publicly' }))),
  content: Type.Optional(Type.String({ description: `${LIMITS.commentContentMin}-${LIMITS.commentContentMax} characters, trimmed` })),
  /** The form's honeypot (shared/validation/comment.ts): people leave it empty; anything in it refuses the comment. */
  website: Type.Optional(Type.String({ maxLength: 2000, description: 'leave empty (spam trap)' })),
});
export type CreateCommentBody = Static<typeof CreateCommentBody>;

export const PublicComment = Type.Object({
  id: Type.String(),
  item_id: Type.String(),
  name: Type.String(),
  content: Type.String(),
  created_at: IsoDate,
});
export type PublicComment = Static<typeof PublicComment>;

export const CommentResponse = Envelope(PublicComment);
export type CommentResponse = Static<typeof CommentResponse>;

export const CommentListQuery = Type.Object({
  ...pageQuery(3).properties,
  /** true: every comment, ignoring limit and page. */
  all: Type.Optional(Type.Boolean({ default: false })),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentListResponse = Envelope(
  Type.Object({ comments: Type.Array(PublicComment), totalComments: Type.Integer({ minimum: 0 }), pagination: Pagination }),
);
export type CommentListResponse = Static<typeof CommentListResponse>;

export const CommentCountResponse = Envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) }));
export type CommentCountResponse = Static<typeof CommentCountResponse>;

export const RecentCommentsQuery = Type.Object({ limit: PageLimit(10) });
export type RecentCommentsQuery = Static<typeof RecentCommentsQuery>;

export const RecentComment = Type.Object({
  ...PublicComment.properties,
  item_type: Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('tvshow'), Type.Literal('podcast')]),
  item_title: Type.String(),
});
export type RecentComment = Static<typeof RecentComment>;
export const RecentCommentsResponse = Envelope(Type.Array(RecentComment));
export type RecentCommentsResponse = Static<typeof RecentCommentsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff moderation (token required): every comment, on any item whatever its status.
// ---------------------------------------------------------------------------------------------

export const StaffCommentListQuery = Type.Object({
  ...pageQuery(20).properties,
  /** Case-insensitive, trimmed: commenter name, e-mail, comment text or the item's title. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(Type.Enum([...CONTENT_TYPES], { description: 'content type of the item' })),
  /** One item's comments; an id nothing has gives an empty list. */
  item_id: Type.Optional(Uuid),
});
export type StaffCommentListQuery = Static<typeof StaffCommentListQuery>;

/** A moderation row. THE ONE SCHEMA HERE WITH `email`: only ever used by staff-only routes. */
export const StaffComment = Type.Object({
  id: Type.String(),
  item_id: Type.String(),
  item_type: Type.Enum([...CONTENT_TYPES]),
  item_title: Type.String(),
  /** The status staff see elsewhere: a scheduled item whose date has passed reads 'published'. */
  item_status: Type.Enum([...CONTENT_STATUSES]),
  /** Whether readers can see the item now (published and its date has come). */
  item_public: Type.Boolean(),
  name: Type.String(),
  email: Nullable(Type.String()),
  content: Type.String(),
  created_at: IsoDate,
});
export type StaffComment = Static<typeof StaffComment>;
export const StaffCommentListResponse = ListEnvelope(StaffComment);
export type StaffCommentListResponse = Static<typeof StaffCommentListResponse>;

export const BulkDeleteCommentsBody = Type.Object({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: 100, description: '1-100 comment UUIDs' }),
});
export type BulkDeleteCommentsBody = Static<typeof BulkDeleteCommentsBody>;

export const BulkDeleteCommentsResponse = Envelope(Type.Object({ deleted: Type.Integer({ minimum: 0 }) }));
export type BulkDeleteCommentsResponse = Static<typeof BulkDeleteCommentsResponse>;
