/**
 * The <head> of a page that plays one video: a magazine video (/video/{id}) or a TV episode
 * (/tvshow/{id}). Both are the same kind of page to a search engine or a share preview.
 */
import { truncate } from '../../../shared/format.ts';
import type { TvItem, VideoItem } from '../../../shared/page-data.ts';
import { videoJsonLd, type AbsoluteUrl } from '../../../shared/structured-data.ts';
import type { HeadInfo } from './head.tsx';

export function videoPageHead(item: VideoItem | TvItem, path: string, absolute: AbsoluteUrl): HeadInfo {
  return {
    title: item.title,
    description: item.meta_description || truncate(item.description, 160),
    image: item.thumbnail,
    type: 'video.other',
    jsonLd: videoJsonLd(item, path, absolute) ?? undefined,
  };
}
