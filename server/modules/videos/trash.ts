/** Magazine videos in the trash (content/trash-items.ts): the homepage place a video holds is Featured. */
import { videos } from '../../db/schema.ts';
import { contentItemTrash, featuredPlace } from '../content/trash-items.ts';

export const videoTrash = contentItemTrash({ type: 'videos', label: 'Video', table: videos, places: featuredPlace(videos) });
