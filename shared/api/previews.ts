/**
 * Preview links (server/modules/content/preview-links.ts): an unguessable address that shows a
 * draft, a scheduled item or unsaved changes on the real site to anyone who has it, without an
 * account, for PREVIEW_LINK_DAYS (7) days or until it is revoked. Never indexed, never cached by a
 * shared cache, counted as no view and no play.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, IsoDate, Uuid } from './common.ts';
import { PublicArticle, PublicPodcastEpisodeDetail, PublicTvEpisode, PublicVideo } from './public.ts';

/**
 * A new link. `fields`: the editor's form as it is now (the type's save body, any part of it),
 * shown over the stored item: unsaved changes. Without it the link shows the item as stored, and
 * follows it as it is saved again.
 */
export const PreviewLinkBody = <Fields extends TSchema>(fields: Fields) => Type.Object({ fields: Type.Optional(fields) });

export const PreviewLink = Type.Object({
  id: Uuid,
  created_at: IsoDate,
  /** The staff member who made it ('' when unknown). */
  created_by: Type.String(),
  expires_at: IsoDate,
  revoked_at: Type.Union([IsoDate, Type.Null()]),
  /** active, expired or revoked: only an active link opens anything. */
  state: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  /** Whether it shows the editor's unsaved changes as they were when it was made (else the stored item). */
  unsaved_changes: Type.Boolean(),
});
export type PreviewLink = Static<typeof PreviewLink>;

/** The link as made: the only time its address (which holds the token) is given out. */
export const NewPreviewLinkResponse = Envelope(Type.Object({ ...PreviewLink.properties, url: Type.String() }));
export type NewPreviewLinkResponse = Static<typeof NewPreviewLinkResponse>;
export const PreviewLinkResponse = Envelope(PreviewLink);
export type PreviewLinkResponse = Static<typeof PreviewLinkResponse>;
export const PreviewLinkListResponse = Envelope(Type.Array(PreviewLink));
export type PreviewLinkListResponse = Static<typeof PreviewLinkListResponse>;

export const PreviewLinkParams = Type.Object({ id: Type.String({ maxLength: 200 }), linkId: Type.String({ maxLength: 200 }) });
export type PreviewLinkParams = Static<typeof PreviewLinkParams>;

export const PreviewTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });

const facts = { expires_at: IsoDate, unsaved_changes: Type.Boolean() };

/** What a preview shows: the item as its public page takes it, with the link's expiry. */
export const PreviewData = Type.Union([
  Type.Object({ type: Type.Literal('article'), item: PublicArticle, ...facts }),
  Type.Object({ type: Type.Literal('video'), item: PublicVideo, ...facts }),
  Type.Object({ type: Type.Literal('tvshow'), item: PublicTvEpisode, ...facts }),
  Type.Object({ type: Type.Literal('podcast'), item: PublicPodcastEpisodeDetail, ...facts }),
]);
export type PreviewData = Static<typeof PreviewData>;
export const PreviewResponse = Envelope(PreviewData);
