/** Magazine Videos (/admin/magazine/videos): the shared video manager with the video texts of the spec. */
import type { Video } from '../../../../../shared/api/content.ts';
import { FilmIcon } from '../components/icons.tsx';
import { videoApi } from './api.ts';
import { VideoManager } from './video-manager.tsx';

export function VideosPage() {
  return (
    <VideoManager<Video>
      kind="video"
      api={videoApi}
      title="Magazine Videos"
      subtitle="Manage the video library of the magazine"
      icon={<FilmIcon />}
      newLabel="New Video"
      plural="videos"
      loadingText="Loading videos..."
      searchPlaceholder="Search videos by title or description..."
      detailHref={(v) => `/admin/video/${v.id}`}
      newHref="/admin/videos/new"
      editHref={(v) => `/admin/videos/${v.id}/edit`}
      texts={{
        loadError: 'Error loading videos',
        fetchError: 'Failed to fetch videos',
        deleteError: 'Failed to move the video to the trash',
        empty: 'No videos found',
        emptyFiltered: 'No videos match your search or filters',
      }}
      help={{
        title: 'About magazine videos',
        points: [
          'Videos play from YouTube: paste a watch, youtu.be, embed or shorts link.',
          'Only published videos whose upload date has come appear on the public site (the magazine shows the latest 4).',
          "Click a card to see the video's details and play it; the NEW badge comes from the Settings tab.",
        ],
      }}
    />
  );
}
