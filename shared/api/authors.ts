/**
 * Author profiles (/api/authors): the byline of articles and the public author page. A staff
 * member's own profile (`user_id` set) or a guest author's. Bodies are permissive on text fields:
 * the service answers with the form's own messages (shared/validation/author.ts).
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, ListEnvelope, Nullable, PageQuery, StaffRole, Uuid } from './common.ts';

export const AuthorLink = Type.Object({ label: Type.String(), url: Type.String() });

export const Author = Type.Object({
  id: Uuid,
  slug: Type.String({ description: 'the author page is /author/{slug}' }),
  name: Type.String(),
  bio: Type.String(),
  image: Type.String({ description: "the portrait: an http(s) or site-relative image address; '' for none" }),
  links: Type.Array(AuthorLink),
  /** The staff member whose profile it is; null for a guest author. */
  user_id: Nullable(Uuid),
  staff: Nullable(Type.Object({ name: Type.String(), role: StaffRole })),
  /** Articles with this byline, not counting those in the trash. */
  item_count: Type.Integer(),
  /** Articles in the trash with this byline (they come back with it). */
  trashed_count: Type.Integer(),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Author = Static<typeof Author>;

const LinkInput = Type.Object({ label: Type.Optional(Type.String()), url: Type.Optional(Type.String()) });

/** POST /api/authors (a guest author) and PUT /api/authors/{id}, /api/authors/me (fields left out keep their value). */
export const AuthorBody = Type.Object({
  name: Type.Optional(Type.String()),
  bio: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  links: Type.Optional(Type.Array(LinkInput, { maxItems: 50 })),
});
export type AuthorBody = Static<typeof AuthorBody>;

export const AuthorListQuery = Type.Object({
  ...PageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200, description: 'part of the name, any case' })),
  kind: Type.Optional(Type.Union([Type.Literal('staff'), Type.Literal('guest')])),
});
export type AuthorListQuery = Static<typeof AuthorListQuery>;

export const MergeAuthorBody = Type.Object({
  into: Type.String({ maxLength: 200, description: 'the profile that keeps the articles (UUID)' }),
});
export type MergeAuthorBody = Static<typeof MergeAuthorBody>;

export const DeleteAuthorQuery = Type.Object({
  reassign_to: Type.Optional(Type.String({ maxLength: 200, description: "the profile that takes the author's articles first (UUID)" })),
});
export type DeleteAuthorQuery = Static<typeof DeleteAuthorQuery>;

export const AuthorResponse = Envelope(Author);
export type AuthorResponse = Static<typeof AuthorResponse>;
export const AuthorListResponse = ListEnvelope(Author);
export type AuthorListResponse = Static<typeof AuthorListResponse>;
export const MergeAuthorResponse = Envelope(Type.Object({ author: Author, moved: Type.Integer({ description: 'articles given the other byline' }) }));
export type MergeAuthorResponse = Static<typeof MergeAuthorResponse>;
