/**
 * The podcast artwork /podcast.xml gives Apple Podcasts, Spotify and Pocket Casts (a square JPEG of
 * 1400 or 3000 px, made by the server from an uploaded image: GET and PUT /api/media/podcast-cover),
 * with an Upload New Artwork button. On the Settings screen and the podcast screen.
 */
import { useRef, type ChangeEvent } from 'react';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useImageUpload } from '../lib/use-image-upload.ts';
import { IMAGE_ACCEPT } from '../lib/media-upload.ts';
import { messageOf } from '../lib/errors.ts';
import { useAdminToast } from './admin-toast.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from './admin-image.tsx';
import { MicIcon, UploadIcon } from './icons.tsx';
import { Panel } from './page-header.tsx';
import { Spinner } from './states.tsx';

export function PodcastCoverPanel() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();
  const cover = useLoad(async () => (await request('GET /media/podcast-cover')).data, [request], 'Failed to load the podcast artwork');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const media = await upload(file, 'Podcast artwork');
    if (!media) return;
    try {
      const res = await request('PUT /media/podcast-cover', { body: { media_id: media.id } });
      cover.setData(res.data);
      toast.success('Podcast artwork updated', 'The podcast feed now shows the new artwork.');
    } catch (err) {
      toast.error('Artwork not changed', messageOf(err, 'The artwork could not be made from this image.'));
    }
  };

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
          <p className="adm-muted">Upload a picture of at least 1400 × 1400 pixels: it is cropped to a square around its subject.</p>
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => fileInput.current?.click()} disabled={uploading} aria-busy={uploading || undefined}>
            {uploading ? <Spinner size="sm" /> : <UploadIcon size={15} />} {uploading ? 'Uploading...' : 'Upload New Artwork'}
          </button>
          <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void onPick(e)} data-upload-for="Podcast Artwork" />
        </div>
      </div>
    </Panel>
  );
}
