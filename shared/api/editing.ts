/**
 * The editing calls every content type has under its staff prefix (/api/articles, /api/videos,
 * /api/tvshows, /api/podcasts): revisions (list, one, restore), the autosave, the writer's working
 * copy, presence, and the 409 a save on an older version answers.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, FieldError, IsoDate, Nullable, pageQuery, Pagination } from './common.ts';

export const RevisionParams = Type.Object({
  id: Type.String({ maxLength: 200, description: 'UUID of the item' }),
  rev: Type.String({ maxLength: 200, description: 'UUID of the revision' }),
});
export type RevisionParams = Static<typeof RevisionParams>;

export const RevisionListQuery = pageQuery(50);
export type RevisionListQuery = Static<typeof RevisionListQuery>;

const RevisionKind = Type.Union(
  ['original', 'create', 'save', 'autosave', 'publish', 'schedule', 'review', 'unpublish', 'restore'].map((k) => Type.Literal(k)),
  { description: "What the save did: 'original' is what an item held before its first save with revisions kept" },
);

export const RevisionSummary = Type.Object({
  id: Type.String(),
  /** 1, 2, ... per item (gaps once old revisions are thinned out). */
  number: Type.Integer(),
  kind: RevisionKind,
  /** The item's status after the save. */
  status: Type.String(),
  /** The item's version after the save. */
  version: Type.Integer(),
  author: Type.Object({ id: Nullable(Type.String()), name: Type.String({ description: "'' when unknown (an 'original' revision)" }) }),
  /** Fields that differ from the revision before (save body names). */
  changed: Type.Array(Type.String()),
  /** How many saves (manual and autosaves within a few minutes, by one author) this revision holds. */
  saves: Type.Integer(),
  /** The number of the revision a restore brought back. */
  restored_from: Nullable(Type.Integer()),
  created_at: IsoDate,
  /** Its last save. */
  updated_at: IsoDate,
});
export type RevisionSummary = Static<typeof RevisionSummary>;

/** A revision's fields, in the names and shapes of the type's save body. */
const Fields = Type.Record(Type.String(), Type.Unknown());

const Revision = Type.Object({ ...RevisionSummary.properties, fields: Fields });

export const RevisionListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(RevisionSummary),
  pagination: Pagination,
});
export type RevisionListResponse = Static<typeof RevisionListResponse>;
export const RevisionResponse = Envelope(Revision);

/**
 * The version a save started from (the item's `version`), for clients that cannot send If-Match; a
 * save on an older one is refused with 409. Left out, the save is not checked.
 */
export const versionField = { version: Type.Optional(Type.Integer({ minimum: 1, description: 'The version the change started from (as If-Match)' })) };
export const VersionBody = Type.Object(versionField);
export type VersionBody = Static<typeof VersionBody>;

/** PUT /<type>/{id}/autosave answers where the changes went. */
export const AutosaveResponse = Envelope(
  Type.Object({
    target: Type.Union([Type.Literal('item'), Type.Literal('working_copy')], {
      description: "'item': the draft itself was saved; 'working_copy': the item is not a draft, the changes wait for Update",
    }),
    version: Type.Integer({ description: 'The item’s version: the draft’s new one, or the one the working copy builds on' }),
    saved_at: IsoDate,
  }),
);
export type AutosaveResponse = Static<typeof AutosaveResponse>;

const WorkingCopy = Type.Object({ fields: Fields, base_version: Type.Integer(), saved_at: IsoDate });
export const WorkingCopyResponse = Envelope(Nullable(WorkingCopy));

/** Each open editor names itself by a random id (a tab), so one person may have an item open twice. */
export const PresenceBody = Type.Object({ tab: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }) });
export type PresenceBody = Static<typeof PresenceBody>;

export const PresenceResponse = Envelope(
  Type.Object({
    editors: Type.Array(
      Type.Object({
        user_id: Type.String(),
        name: Type.String(),
        /** The same person in another tab or browser. */
        you: Type.Boolean(),
        since: IsoDate,
        last_seen: IsoDate,
      }),
    ),
    /** The item's version now: an editor that started from an older one knows someone saved. */
    version: Type.Integer(),
    updated_at: IsoDate,
  }),
);
export type PresenceResponse = Static<typeof PresenceResponse>;

/**
 * 409 of a save: on an older version, `current` is the item as it is now, with who saved it last and
 * when; other conflicts (Editor's Pick full) carry the message alone.
 */
export const ConflictResponse = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(false),
    message: Type.String(),
    errors: Type.Optional(Type.Array(FieldError)),
    current: Type.Optional(item),
    current_version: Type.Optional(Type.Integer()),
    last_saved_by: Type.Optional(Nullable(Type.String())),
    last_saved_at: Type.Optional(Nullable(IsoDate)),
  });

/** A save's optional If-Match: the ETag of the item as the writer read it ("3"), or *. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: 200, description: 'The item’s ETag as read ("3"); a save on an older version answers 409' })),
});
