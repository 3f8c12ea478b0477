/** Back-office export and import (administrators only). */
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

export const IMPORT_SOURCES = ['wordpress', 'ghost', 'insight'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

const ImportedItem = Type.Object({
  kind: Type.String(),
  title: Type.String(),
  id: Type.String(),
  status: Type.String(),
  /** What changed on the way in (a private post imported as a draft, a category kept as a tag...). */
  notes: Type.Array(Type.String()),
});

const SkippedItem = Type.Object({ kind: Type.String(), title: Type.String(), reason: Type.String() });

export const ImportReport = Type.Object({
  source: Type.Union([Type.Literal('wordpress'), Type.Literal('ghost'), Type.Literal('insight')]),
  /** The source site's name, when the file says it. */
  site: Type.Union([Type.String(), Type.Null()]),
  imported: Type.Array(ImportedItem),
  /** Items a previous import of the same file (or the same site) already brought: not added again. */
  already_present: Type.Integer(),
  skipped: Type.Array(SkippedItem),
  comments: Type.Object({ imported: Type.Integer(), already_present: Type.Integer(), skipped: Type.Array(SkippedItem) }),
  images: Type.Object({
    fetched: Type.Integer(),
    /** Pictures that could not be fetched: the article links to them where they were. */
    kept_as_links: Type.Array(Type.Object({ url: Type.String(), reason: Type.String() })),
  }),
  /** Records added per kind (an Insight export holds more than articles). */
  added: Type.Record(Type.String(), Type.Integer()),
});
export type ImportReport = Static<typeof ImportReport>;
export const ImportReportResponse = Envelope(ImportReport);

export const ExportLinkResponse = Envelope(Type.Object({ url: Type.String(), expires_at: Type.String() }));
export const ExportQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000, description: 'the signed link\'s token; without it, 401' })) });
export type ExportQuery = Static<typeof ExportQuery>;

/** An import upload: multipart form data. */
export const ImportUpload = Type.Unsafe<FormData>({ description: 'multipart/form-data: `source` (wordpress, ghost or insight), optional `category`, then `file`' });
