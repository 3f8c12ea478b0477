/**
 * Likes. A visitor likes an item at most once: the web client keeps a
 * random UUID in localStorage and sends it as `X-Visitor-Id`. Writes answer `{success, likeCount}`
 * (older clients read it at the top level) and the same inside `data`.
 */
import { Type, type Static } from 'typebox';
import { VISITOR_HEADER } from '../constants.ts';
import { Envelope, PageLimit } from './common.ts';
import { ArticleSummary } from './public.ts';

export const LikeParams = Type.Object({ id: Type.String({ maxLength: 200, description: 'UUID of any content item' }) });
export type LikeParams = Static<typeof LikeParams>;

export const VisitorHeaders = Type.Object({
  [VISITOR_HEADER]: Type.Optional(Type.String({ description: 'anonymous visitor UUID kept by the browser' })),
});
export type VisitorHeaders = Static<typeof VisitorHeaders>;

export const LikeState = Type.Object({
  likeCount: Type.Integer({ minimum: 0 }),
  /** Whether the calling visitor (X-Visitor-Id) likes the item; false without the header. */
  liked: Type.Boolean(),
});
export type LikeState = Static<typeof LikeState>;

export const LikeWriteResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
  likeCount: Type.Integer({ minimum: 0 }),
  data: LikeState,
});
export type LikeWriteResponse = Static<typeof LikeWriteResponse>;

export const LikeCountResponse = Envelope(LikeState);
export type LikeCountResponse = Static<typeof LikeCountResponse>;

export const MostLikedQuery = Type.Object({
  limit: PageLimit(10),
});
export type MostLikedQuery = Static<typeof MostLikedQuery>;

export const MostLikedArticle = Type.Object({ ...ArticleSummary.properties, likeCount: Type.Integer({ minimum: 0 }) });
export type MostLikedArticle = Static<typeof MostLikedArticle>;
export const MostLikedResponse = Envelope(Type.Array(MostLikedArticle));
export type MostLikedResponse = Static<typeof MostLikedResponse>;
