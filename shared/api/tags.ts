/** The tags staff have used, for the editors' tag suggestions (GET /api/tags). */
import { Type, type Static } from 'typebox';
import { LIMITS } from '../constants.ts';
import { Envelope } from './common.ts';

export const TagsQuery = Type.Object({
  /** The start of a word of the tag, case-insensitive; empty: the most used. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: 20 })),
});
export type TagsQuery = Static<typeof TagsQuery>;

export const TagCount = Type.Object({ tag: Type.String(), count: Type.Integer() });
export type TagCount = Static<typeof TagCount>;

export const TagsResponse = Envelope(Type.Array(TagCount));
export type TagsResponse = Static<typeof TagsResponse>;
