/** Building blocks of the API contract (DESIGN.md): envelope, pagination, ids, errors. */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { LIMITS, MAX_PAGE } from '../constants.ts';
import { STAFF_ROLES } from '../roles.ts';

export const Uuid = Type.String({ format: 'uuid', description: 'UUID' });
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;
/**
 * A content item's id: any text. A malformed id can never exist, so it answers 404 like a missing
 * one (a detail page shows its not-found state) instead of a validation error.
 */
export const ItemIdParams = Type.Object({ id: Type.String({ maxLength: 200, description: 'UUID of the item' }) });
export type ItemIdParams = Static<typeof ItemIdParams>;
/** Any string: an id that is not a UUID is simply not found (404), like the other staff deletes (uploads). */
export const AnyIdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export type AnyIdParams = Static<typeof AnyIdParams>;

/** ISO 8601 date-time as stored ('2026-11-21T10:00:00.000Z'). */
export const IsoDate = Type.String({ description: 'ISO 8601 date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A staff role (shared/roles.ts). */
export const StaffRole = Type.Enum(STAFF_ROLES);

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** `page` and `limit` of every list, defined once here and reused by every list query (page bounded: MAX_PAGE). */
const PageNumber = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: `1-${MAX_PAGE}` }));
/** Page size; beyond the maximum is a clear 400, not silently clamped. Each list has its own default. */
export const PageLimit = (fallback = 10) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: fallback, description: `1-${LIMITS.maxPageSize}` }));
/** `{page, limit}` with the list's default page size. */
export const pageQuery = (defaultLimit = 10) => Type.Object({ page: PageNumber, limit: PageLimit(defaultLimit) });
export const PageQuery = pageQuery();
export type PageQuery = Static<typeof PageQuery>;

export const FieldError = Type.Object({ path: Type.String(), msg: Type.String() });
export type FieldError = Static<typeof FieldError>;

export const ErrorResponse = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** `{success, message?, data}` — the answer of every successful call. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data });

/** Admin lists: `{success, data: [...], pagination}`. */
export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    data: Type.Array(item),
    pagination: Pagination,
  });

export const MessageResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** Body fields the staff forms of every content type send. */

/** A number that forms may send as text ('4.5'); the service parses and checks it. */
export const NumberLike: TUnsafe<number | string | null> = Type.Unsafe<number | string | null>({
  // string first: a boolean is coerced to 'true' (and refused), not to 1.
  type: ['string', 'number', 'null'],
});
/** Comma-separated text; a list of words is accepted too and joined. */
export const TagsField = Type.Union([Type.String(), Type.Array(Type.String())]);
/** A related record's id, or null / '' for none. Unknown ids are refused by the service. */
export const OptionalRef: TUnsafe<string | null> = Type.Unsafe<string | null>({ type: ['string', 'null'] });
