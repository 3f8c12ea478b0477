/**
 * Review: what contributors submit and editors decide (server/modules/content/review*.ts). The
 * queue lists every item in review across the four types, oldest submission first; an item's
 * editorial state says whose it is and the note of its last send-back; "my work" is a
 * contributor's own items by where they stand.
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, ListEnvelope, Nullable, pageQuery, Uuid } from './common.ts';
import { StatusField } from './content.ts';

const ContentTypeField = Type.Union([Type.Literal('article'), Type.Literal('video'), Type.Literal('tvshow'), Type.Literal('podcast')]);

const Person = Type.Object({ id: Uuid, name: Type.String() });

/** A note an editor sent an item back with. */
const ReviewNote = Type.Object({ note: Type.String(), by: Nullable(Person), at: IsoDate });

/** One item as the review screens list it. */
export const ReviewItem = Type.Object({
  id: Uuid,
  type: ContentTypeField,
  title: Type.String(),
  status: StatusField,
  /** Who created it (null: nobody's, an item from before owners were kept). */
  owner: Nullable(Person),
  /** When it went into review (null out of review). */
  submitted_at: Nullable(IsoDate),
  submitted_by: Nullable(Person),
  /** The last send-back's note, until the item is submitted again. */
  review_note: Nullable(ReviewNote),
  updated_at: IsoDate,
});
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewQueueQuery = pageQuery(50);
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;
export const ReviewQueueResponse = ListEnvelope(ReviewItem);
export type ReviewQueueResponse = Static<typeof ReviewQueueResponse>;

export const ReviewCountResponse = Envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) }));
export type ReviewCountResponse = Static<typeof ReviewCountResponse>;

/** An item's editorial state, for its editor: whose it is, whether the member may change it, its review. */
export const EditorialState = Type.Object({
  ...ReviewItem.properties,
  published_by: Nullable(Person),
  /** Whether the signed-in member may change it now (a contributor: their own, draft or in review). */
  can_edit: Type.Boolean(),
});
export type EditorialState = Static<typeof EditorialState>;
export const EditorialStateResponse = Envelope(EditorialState);
export type EditorialStateResponse = Static<typeof EditorialStateResponse>;

/** A contributor's own items by where they stand (the newest 20 of each). */
export const MyWork = Type.Object({
  drafts: Type.Array(ReviewItem),
  in_review: Type.Array(ReviewItem),
  sent_back: Type.Array(ReviewItem),
  published: Type.Array(ReviewItem),
  /**
   * Every own item, whatever its status (not those in the trash): the lists apply the shared rule
   * (shared/editorial.ts) to these and each item's status to show its actions or why not.
   */
  own_ids: Type.Array(Uuid),
});
export type MyWork = Static<typeof MyWork>;
export const MyWorkResponse = Envelope(MyWork);
export type MyWorkResponse = Static<typeof MyWorkResponse>;

export const SendBackBody = Type.Object({ note: Type.String({ maxLength: 5_000, description: 'what the contributor should change (required)' }) });
export type SendBackBody = Static<typeof SendBackBody>;
