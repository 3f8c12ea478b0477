/**
 * Admin contract of magazine videos (/api/videos). The TV episode contract (tvshows.ts) extends the
 * same body fields.
 *
 * Body schemas are deliberately permissive about values (optional strings, numbers that may come as
 * text): the service checks them and answers with the field messages of shared/validation (`{path, msg}`), which
 * a schema error could not. Wrong structural types (an object where text belongs) still fail here.
 */
import { Type, type Static } from 'typebox';
import { Envelope, ListEnvelope, NumberLike, PageQuery, TagsField } from './common.ts';
import { Video } from './content.ts';
import { versionField } from './editing.ts';
import { LIMITS } from '../constants.ts';

/** Body fields magazine videos and TV episodes share. Client-sent id, created_at, updated_at are ignored. */
export const videoBodyFields = {
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  duration: Type.Optional(Type.String({ description: "e.g. '25:30'" })),
  category: Type.Optional(Type.String()),
  section: Type.Optional(Type.String()),
  creator: Type.Optional(Type.String()),
  thumbnail: Type.Optional(Type.String({ description: 'http(s) or site-relative image URL' })),
  youtube_url: Type.Optional(Type.String({ description: 'a link an 11-character YouTube id can be read from' })),
  tags: Type.Optional(TagsField),
  transcript: Type.Optional(Type.String()),
  meta_description: Type.Optional(Type.String({ description: `at most ${LIMITS.metaDescriptionMax} characters` })),
  is_new: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  rating: Type.Optional(NumberLike),
  status: Type.Optional(Type.String({ description: 'draft | review | scheduled | published' })),
  upload_date: Type.Optional(Type.String({ description: "'YYYY-MM-DD' or ISO date-time; defaults to now" })),
  allow_comments: Type.Optional(Type.Boolean()),
  ...versionField,
};

/** POST and PUT (partial: omitted fields keep their stored value). */
export const VideoBody = Type.Object(videoBodyFields);
export type VideoBody = Static<typeof VideoBody>;

const LIST_SORTS = ['newest', 'oldest', 'views', 'rating', 'title', 'upload_date'] as const;

/** Filters shared by the admin lists of videos and TV episodes (page, limit default 10, max 100). */
export const listQueryFields = {
  ...PageQuery.properties,
  status: Type.Optional(Type.String({ description: "draft | review | scheduled | published ('' or 'all' = any)" })),
  category: Type.Optional(Type.String({ maxLength: 100, description: "'' or 'all' = any" })),
  featured: Type.Optional(Type.Boolean()),
  /** There is no trending flag on videos: `trending=true` lists the most viewed first. */
  trending: Type.Optional(Type.Boolean({ description: 'true: most viewed first' })),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'search in title and description' })),
  sort: Type.Optional(
    Type.String({ description: `${LIST_SORTS.join(' | ')} (also createdAt / -createdAt); default newest` }),
  ),
};

export const VideoListQuery = Type.Object(listQueryFields);
export type VideoListQuery = Static<typeof VideoListQuery>;

export const VideoResponse = Envelope(Video);
export type VideoResponse = Static<typeof VideoResponse>;
export const VideoListResponse = ListEnvelope(Video);
export type VideoListResponse = Static<typeof VideoListResponse>;
