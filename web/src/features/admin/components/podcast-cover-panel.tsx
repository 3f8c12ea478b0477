/**
 * The podcast artwork /podcast.xml gives Apple Podcasts, Spotify and Pocket Casts (a square JPEG of
 * 1400 or 3000 px, made by the server from an uploaded image: GET and PUT /api/media/podcast-cover),
 * made from a picture of the Media Library (the media picker) or one uploaded here. A photo is sent
 * with up to 3,000 px on its shorter side (not the usual 2,560 on its longer), so the artwork can be
 * the largest Apple takes. On the
 * Settings screen and the podcast screen.
 */
import { useState } from 'react';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useUploadQueue } from '../lib/use-upload-queue.ts';
import { messageOf } from '../lib/errors.ts';
import { useAdminToast } from './admin-toast.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from './admin-image.tsx';
import { ImageIcon, MicIcon } from './icons.tsx';
import { PickImagesButton, UploadList } from './image-uploads.tsx';
import { MediaPicker } from './media-picker.tsx';
import { Panel } from './page-header.tsx';

/** A picture sent for the artwork keeps up to Apple's largest square (3,000 px) on its shorter side. */
const ARTWORK_LIMIT = { shorter: 3000 };

export function PodcastCoverPanel() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [picking, setPicking] = useState(false);
  const cover = useLoad(async () => (await request('GET /media/podcast-cover')).data, [request], 'Failed to load the podcast artwork');

  const makeArtwork = async (media: MediaFile) => {
    try {
      const res = await request('PUT /media/podcast-cover', { body: { media_id: media.id } });
      cover.setData(res.data);
      toast.success('Podcast artwork updated', 'The podcast feed now shows the new artwork.');
    } catch (err) {
      toast.error('Artwork not changed', messageOf(err, 'The artwork could not be made from this image.'));
    }
  };
  const uploads = useUploadQueue({ alt: 'Podcast artwork', limit: ARTWORK_LIMIT, onUploaded: (media) => void makeArtwork(media) });

  const data = cover.data;
  return (
    <Panel
      title={
        <span className="adm-inline">
          <MicIcon /> Podcast Artwork
        </span>
      }
      subtitle="The square cover podcast apps show (Apple asks for 1400 to 3000 px)"
      className="adm-cover-panel"
    >
      <div className="adm-cover">
        <AdminImage src={data?.url} alt="Podcast artwork" className="adm-cover__img" sizes={ADMIN_IMAGE_SIZES.cover} />
        <div className="adm-cover__body">
          <p className="adm-muted">
            {data ? `${data.size} × ${data.size} px JPEG${data.media_id ? ', made from an upload' : ', the built-in artwork'}` : cover.error ?? 'Loading...'}
          </p>
          <p className="adm-muted">Choose or upload a picture of at least 1400 × 1400 pixels: it is cropped to a square around its subject.</p>
          <div className="adm-cover__actions">
            <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => setPicking(true)}>
              <ImageIcon size={15} /> Choose from Library
            </button>
            <PickImagesButton
              multiple={false}
              className="adm-btn adm-btn--secondary adm-btn--sm"
              label={uploads.busy ? 'Uploading...' : 'Upload New Artwork'}
              busy={uploads.busy}
              uploadFor="Podcast Artwork"
              onFiles={(files) => {
                uploads.clearFinished();
                uploads.add(files.slice(0, 1));
              }}
            />
          </div>
          {uploads.busy && <UploadList items={uploads.items} />}
        </div>
      </div>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(media) => void makeArtwork(media)}
        title="Choose the podcast artwork"
        subtitle="A picture of at least 1400 × 1400 pixels"
        confirmLabel="Make the artwork"
        uploadAlt="Podcast artwork"
        limit={ARTWORK_LIMIT}
      />
    </Panel>
  );
}
