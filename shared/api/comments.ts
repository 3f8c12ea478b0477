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

/**
 * How an item takes comments: published at once (`live`), held until a moderator approves them
 * (`held`), or not at all (`off`). The site has one setting; an item may have its own.
 */
export const COMMENT_MODES = ['live', 'held', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
const CommentModeField = Type.Enum([...COMMENT_MODES]);

/** A public reply: the newsroom's answer to a comment (one level), marked as staff. */
export const PublicReply = Type.Object({
  id: Type.String(),
  item_id: Type.String(),
  name: Type.String(),
  content: Type.String(),
  created_at: IsoDate,
  /** Written by staff from the back office, shown as the newsroom with a Staff mark. */
  is_staff: Type.Boolean(),
});
export type PublicReply = Static<typeof PublicReply>;

/** A public comment with its approved replies, oldest first. */
export const PublicComment = Type.Object({ ...PublicReply.properties, replies: Type.Array(PublicReply) });
export type PublicComment = Static<typeof PublicComment>;

/**
 * The answer to a reader's comment: `approved` shows at once; `pending` waits for a moderator (the
 * form says so, and readers do not see it until then).
 */
export const PostedComment = Type.Object({ ...PublicComment.properties, status: Type.Enum(['approved', 'pending']) });
export type PostedComment = Static<typeof PostedComment>;

export const CommentResponse = Envelope(PostedComment);
export type CommentResponse = Static<typeof CommentResponse>;

export const CommentListQuery = Type.Object({
  ...pageQuery(3).properties,
  /** true: every comment, ignoring limit and page. */
  all: Type.Optional(Type.Boolean({ default: false })),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentListResponse = Envelope(
  Type.Object({
    /** A page of the approved comments (newest first), each with its replies. */
    comments: Type.Array(PublicComment),
    /** Every approved comment and reply of the item. */
    totalComments: Type.Integer({ minimum: 0 }),
    /** Pages of comments (replies ride with their comment). */
    pagination: Pagination,
    /** How the item takes comments now: its own setting, else the site's; `off` when the item does not allow them. */
    mode: CommentModeField,
  }),
);
export type CommentListResponse = Static<typeof CommentListResponse>;

export const CommentCountResponse = Envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) }));
export type CommentCountResponse = Static<typeof CommentCountResponse>;

export const RecentCommentsQuery = Type.Object({ limit: PageLimit(10) });
export type RecentCommentsQuery = Static<typeof RecentCommentsQuery>;

export const RecentComment = Type.Object({
  ...PublicReply.properties,
  item_type: Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('tvshow'), Type.Literal('podcast')]),
  item_title: Type.String(),
});
export type RecentComment = Static<typeof RecentComment>;
export const RecentCommentsResponse = Envelope(Type.Array(RecentComment));
export type RecentCommentsResponse = Static<typeof RecentCommentsResponse>;

// ---------------------------------------------------------------------------------------------
// Staff moderation (token required): every comment, on any item whatever its status.
// ---------------------------------------------------------------------------------------------

export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const StaffCommentListQuery = Type.Object({
  ...pageQuery(20).properties,
  /** One moderation state (the queue is `pending`); none: all of them. */
  status: Type.Optional(Type.Enum([...COMMENT_STATUSES])),
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
  status: Type.Enum([...COMMENT_STATUSES]),
  /** Why it was held or filed as spam, in words; null when it went live (or for older comments). */
  held_reason: Nullable(Type.String()),
  /** Staff's rule for this commenter's name and e-mail, if any. */
  author_rule: Nullable(Type.Enum(['trusted', 'blocked'])),
  /** The newsroom's replies to it, oldest first. */
  replies: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), content: Type.String(), created_at: IsoDate })),
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

// Moderation: decisions, the queue's count, replies as the newsroom, settings.

/**
 * What a moderator decides for a comment: publish it, reject it (kept, out of sight, restorable),
 * file it as spam, put it back in the queue; `trust` approves it and trusts its commenter's name
 * and e-mail from now on, `block` files it as spam and blocks them.
 */
const MODERATION_ACTIONS = ['approve', 'reject', 'spam', 'pending', 'trust', 'block'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerateCommentsBody = Type.Object({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: 100, description: '1-100 comment UUIDs' }),
  action: Type.Enum([...MODERATION_ACTIONS]),
});
export type ModerateCommentsBody = Static<typeof ModerateCommentsBody>;

export const ModerateCommentsResponse = Envelope(Type.Object({ changed: Type.Integer({ minimum: 0 }) }));
export type ModerateCommentsResponse = Static<typeof ModerateCommentsResponse>;

export const PendingCountResponse = Envelope(Type.Object({ pending: Type.Integer({ minimum: 0 }) }));
export type PendingCountResponse = Static<typeof PendingCountResponse>;

export const ReplyBody = Type.Object({
  content: Type.Optional(Type.String({ description: `${LIMITS.commentContentMin}-${LIMITS.commentContentMax} characters, trimmed` })),
});
export type ReplyBody = Static<typeof ReplyBody>;

export const ReplyResponse = Envelope(PublicReply);
export type ReplyResponse = Static<typeof ReplyResponse>;

const AuthorRule = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** '' when the commenter gave no e-mail. */
  email: Type.String(),
  rule: Type.Enum(['trusted', 'blocked']),
  created_at: IsoDate,
});

export const CommentSettings = Type.Object({
  /** The site's setting; items may have their own. */
  mode: CommentModeField,
  /** Words and phrases that hold a comment for review (case-insensitive, whole words). */
  blocked_words: Type.Array(Type.String()),
  authors: Type.Array(AuthorRule),
});
export type CommentSettings = Static<typeof CommentSettings>;
export const CommentSettingsResponse = Envelope(CommentSettings);
export type CommentSettingsResponse = Static<typeof CommentSettingsResponse>;

export const UpdateCommentSettingsBody = Type.Object({
  mode: Type.Optional(CommentModeField),
  blocked_words: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })),
});
export type UpdateCommentSettingsBody = Static<typeof UpdateCommentSettingsBody>;

export const AuthorRuleParams = Type.Object({ ruleId: Type.String({ maxLength: 200 }) });
export type AuthorRuleParams = Static<typeof AuthorRuleParams>;

/** An item with how it takes comments: its own setting (`own`, null: the site's) and whether its editor allows them. */
export const CommentItem = Type.Object({
  id: Type.String(),
  type: Type.Enum([...CONTENT_TYPES]),
  title: Type.String(),
  own: Nullable(CommentModeField),
  allow_comments: Type.Boolean(),
  /** What applies: `off` when the editor does not allow comments, else its own setting or the site's. */
  mode: CommentModeField,
});
export type CommentItem = Static<typeof CommentItem>;

export const CommentItemsQuery = Type.Object({
  /** Part of a title; none: the items that have their own setting. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CommentItemsQuery = Static<typeof CommentItemsQuery>;
export const CommentItemsResponse = Envelope(Type.Array(CommentItem));
export type CommentItemsResponse = Static<typeof CommentItemsResponse>;

export const ItemModeParams = Type.Object({ id: Uuid });
export type ItemModeParams = Static<typeof ItemModeParams>;
export const ItemModeBody = Type.Object({ mode: Type.Enum(['default', ...COMMENT_MODES], { description: "'default': the site's setting" }) });
export type ItemModeBody = Static<typeof ItemModeBody>;
export const CommentItemResponse = Envelope(CommentItem);
export type CommentItemResponse = Static<typeof CommentItemResponse>;
