/** Building blocks of the API contract (DESIGN.md): envelope, pagination, ids, errors. */
import { Type, type Static, type TSchema } from 'typebox';
import { LIMITS } from '../constants.ts';

export const Uuid = Type.String({ format: 'uuid', description: 'UUID' });
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** ISO 8601 date-time as stored ('2026-11-21T10:00:00.000Z'). */
export const IsoDate = Type.String({ description: 'ISO 8601 date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** page is bounded so (page - 1) * limit stays a safe SQL offset (page=1e300 answered 500). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: 10 })),
});
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
