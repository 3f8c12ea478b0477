/**
 * Comments (spec public-site section 7). Commenters' e-mail addresses are stored for staff and never
 * returned: no response schema here has an `email` field, so serialization drops it. Text is plain
 * (the web escapes it when rendering).
 */
import { Type, type Static } from 'typebox';
import { LIMITS } from '../constants.ts';
import { Envelope, IsoDate, Nullable, Pagination } from './common.ts';

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
  content: Type.Optional(Type.String({ description: `1-${LIMITS.commentContentMax} characters, trimmed` })),
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

export const CommentListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: 3 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  /** true: every comment, ignoring limit and page. */
  all: Type.Optional(Type.Boolean({ default: false })),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentListResponse = Envelope(
  Type.Object({ comments: Type.Array(PublicComment), totalComments: Type.Integer({ minimum: 0 }), pagination: Pagination }),
);

export const CommentCountResponse = Envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) }));

export const RecentCommentsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: 10 })),
});
export type RecentCommentsQuery = Static<typeof RecentCommentsQuery>;

export const RecentComment = Type.Object({
  ...PublicComment.properties,
  item_type: Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('tvshow'), Type.Literal('podcast')]),
  item_title: Type.String(),
});
export type RecentComment = Static<typeof RecentComment>;
export const RecentCommentsResponse = Envelope(Type.Array(RecentComment));
