/**
 * The trash (server/modules/content/trash.ts): what staff deleted in the last 30 days, with who
 * deleted it and when, what it held on the homepage, and what emptying it would destroy. Staff
 * restore from it; administrators empty it for good.
 */
import { Type, type Static } from 'typebox';
import { TRASH_TYPES } from '../constants.ts';
import { Envelope, IsoDate, ListEnvelope, PageQuery } from './common.ts';

const TrashTypeName = Type.Enum([...TRASH_TYPES]);

/** The homepage places an item can hold, offered back when it is restored (never taken back silently). */
const PLACES = ['main', 'second', 'featured', 'editors_pick', 'trending', 'podcast_cover'] as const;
export type Place = (typeof PLACES)[number];
const PlaceName = Type.Enum([...PLACES]);

/** One thing in the trash (or restored from it), as lists and messages name it. */
export const TrashRef = Type.Object({ type: TrashTypeName, id: Type.String(), title: Type.String() });
export type TrashRef = Static<typeof TrashRef>;

/** A place an item held when it went to the trash: 'main slot 1', and who holds it now, if anyone. */
export const HeldPlace = Type.Object({
  ...TrashRef.properties,
  place: PlaceName,
  /** 'main slot 1', "Editor's Pick". */
  label: Type.String(),
  /** The title of what holds the place now ('' when it is free, or for a list such as Featured). */
  holder: Type.String(),
});
export type HeldPlace = Static<typeof HeldPlace>;

export const TrashEntry = Type.Object({
  ...TrashRef.properties,
  /** A line more: the item a comment was on, an episode's season, an upload's file and size. */
  detail: Type.String(),
  deleted_at: IsoDate,
  /** The name of the staff member who deleted it ('' when unknown). */
  deleted_by: Type.String(),
  /** When the background job empties it for good. */
  expires_at: IsoDate,
  /** Whole days left before then (0 on its last day). */
  days_left: Type.Integer(),
  /** What went to the trash with it (a season's or a series' episodes), restored and emptied with it. */
  contains: Type.Array(TrashRef),
  /** The homepage places it held, offered back on restore. */
  held: Type.Array(HeldPlace),
  /** What emptying it destroys for good: '3 comments', '12 likes', 'the file hero.jpg (2.1 MB)'. */
  will_lose: Type.Array(Type.String()),
});
export type TrashEntry = Static<typeof TrashEntry>;

export const TrashListQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(TrashTypeName),
});
export type TrashListQuery = Static<typeof TrashListQuery>;

/** A page of the trash, newest first, and what emptying all of it would destroy. */
export const TrashListResponse = Type.Object({
  ...ListEnvelope(TrashEntry).properties,
  everything: Type.Object({
    /** Entries in the whole trash (of the type asked for, or of every type). */
    items: Type.Integer(),
    /** What emptying them all destroys, added up: '12 comments', '3 files (5.2 MB)'. */
    will_lose: Type.Array(Type.String()),
  }),
});
export type TrashListResponse = Static<typeof TrashListResponse>;

export const TrashParams = Type.Object({ type: TrashTypeName, id: Type.String({ maxLength: 200 }) });
export type TrashParams = Static<typeof TrashParams>;

export const TrashEntryResponse = Envelope(TrashEntry);

/** What a delete answers: the entry it made, so the screen can offer Undo (a restore). */
export const MovedToTrashResponse = Envelope(TrashEntry);
export type MovedToTrashResponse = Static<typeof MovedToTrashResponse>;

export const RestoreResponse = Envelope(
  Type.Object({
    /** Everything that came back (a season with its episodes). */
    restored: Type.Array(TrashRef),
    /** The places it held, which it did not take back: the screen asks whether to put it back. */
    held: Type.Array(HeldPlace),
  }),
);
export type RestoreResponse = Static<typeof RestoreResponse>;

export const PutBackBody = Type.Object({ places: Type.Array(PlaceName, { minItems: 1, maxItems: PLACES.length, uniqueItems: true }) });
export type PutBackBody = Static<typeof PutBackBody>;
