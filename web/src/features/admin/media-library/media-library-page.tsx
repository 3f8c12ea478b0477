/**
 * Media Library (/admin/media-library): every image staff uploaded (and the sample pictures),
 * newest first, 24 a page, with search on file name, alt text and the titles of the items using an
 * image (GET /api/media), an Upload Images button and a drop zone (several files at once, each with
 * its progress bar, made smaller in the browser first; a file the library holds already is
 * reused, not stored twice), Copy URL (to paste into any image field), where each image is used
 * (articles, galleries, videos, TV episodes, podcast episodes, the podcast artwork, with links) and
 * delete with confirmation. Deleting does not touch content: items still using the image show
 * 'Image not found', and the dialog says so, naming them, before an image in use is deleted.
 */
import { useEffect, useRef } from 'react';
import type { MediaFile, MediaUsage } from '../../../../../shared/api/media.ts';
import { countOf } from '../../../../../shared/words.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useUploadQueue } from '../lib/use-upload-queue.ts';
import { formatBytes, listMedia } from '../lib/media-upload.ts';
import { formatDate } from '../lib/format.ts';
import { ADMIN_IMAGE_SIZES, AdminImage } from '../components/admin-image.tsx';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SearchBox } from '../components/fields.tsx';
import { ImageIcon } from '../components/icons.tsx';
import { ImageDropZone, PickImagesButton, UPLOAD_HINT, UploadList } from '../components/image-uploads.tsx';
import { ClearButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { deleteMedia } from './api.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { LibraryCard } from './library-card.tsx';
import { InUseMessage, UsesList, type Use } from './uses-list.tsx';
import { LibraryTabs } from './library-tabs.tsx';
import './media-library.css';

const PAGE_SIZE = 24;

const USAGE_LABEL: Record<MediaUsage['type'], string> = {
  article: 'Article',
  video: 'Video',
  tvshow: 'TV episode',
  podcast: 'Podcast episode',
  podcast_series: 'Podcast series',
  podcast_cover: 'Podcast artwork',
  author: 'Author portrait',
};

/** The back-office page of the item using an image. */
function usagePath(u: MediaUsage): string {
  // Neither has a page of its own: the podcast screen is where the artwork is set and series are picked.
  if (u.type === 'podcast_cover' || u.type === 'podcast_series') return '/admin/podcast';
  if (u.type === 'author') return '/admin/authors';
  return `/admin/${u.type}/${u.id}`;
}

const usesOf = (usages: MediaUsage[]): Use[] => usages.map((u) => ({ key: `${u.type}:${u.id}`, kind: USAGE_LABEL[u.type], title: u.title, to: usagePath(u) }));
const usedIn = (usages: MediaUsage[]) => `Used in ${countOf(usages.length, 'place')}`;

export function MediaLibraryPage() {
  const toast = useAdminToast();
  const images = usePagedList({ load: listMedia, filters: {}, pageSize: PAGE_SIZE, failed: 'Failed to fetch images' });
  const { list, rows, pageInfo, q } = images;
  const uploads = useUploadQueue();

  // Once a batch has finished: one toast for it, and the newest images shown (search cleared, page 1).
  const wasBusy = useRef(false);
  useEffect(() => {
    if (uploads.busy || !wasBusy.current) {
      wasBusy.current = uploads.busy;
      return;
    }
    wasBusy.current = false;
    const stored = uploads.items.filter((i) => i.phase === 'done').length;
    const reused = uploads.items.filter((i) => i.phase === 'reused').length;
    if (stored + reused === 0) return;
    const parts = [stored ? `${countOf(stored, 'image')} uploaded` : '', reused ? `${countOf(reused, 'image')} already in the library: reused` : ''].filter(Boolean);
    toast.success(stored ? 'Images uploaded' : 'Already in the library', parts.join(', '));
    images.setSearch('');
    if (images.page === 1) list.reload();
    else images.setPage(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploads.busy]);

  const copy = async (media: MediaFile) => {
    if (await copyText(media.url)) toast.success('URL copied', 'Paste it into any image field.');
    else toast.error('Copy failed', media.url);
  };

  const removal = useConfirmDelete<MediaFile>({
    remove: (request, m) => deleteMedia(request, m.id),
    failed: 'Failed to move the image to the trash',
    onDeleted: images.afterDelete,
    onRestored: list.reload,
  });

  return (
    <ListPage
      title="Media Library"
      subtitle={pageInfo ? countOf(pageInfo.total, 'uploaded image') : 'Images uploaded from the back office'}
      icon={<ImageIcon />}
      intro={
        <>
          <LibraryTabs />
          <ImageDropZone onFiles={uploads.add} text={<>{UPLOAD_HINT} Or use Upload Images.</>} />
          <UploadList items={uploads.items} onClear={uploads.clearFinished} />
        </>
      }
      actions={<PickImagesButton className="adm-btn adm-btn--primary" label="Upload Images" uploadFor="Media Library" onFiles={uploads.add} />}
      filters={<SearchBox label="Search images" value={images.search} onChange={images.setSearch} placeholder="Search by name, alt text or where it is used..." className="adm-toolbar__grow" />}
      states={{
        list,
        loadingText: 'Loading images...',
        errorTitle: 'Error loading images',
        errorMessage: 'Failed to fetch images',
        empty: rows.length === 0 && (
          <EmptyState title="No images found" text={q ? `No images match "${q}"` : 'Images uploaded here or with the Upload button of an image field appear here.'} icon={<ImageIcon size={28} />}>
            {q && <ClearButton label="Clear search" onClick={() => images.setSearch('')} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={images.page} info={pageInfo} onChange={images.setPage} label="Image pages" noun="images" />}
      after={
        <ConfirmDialog
          {...removal.dialog}
          title="Move to trash?"
          message={
            removal.target && removal.target.used_by.length > 0 ? (
              <InUseMessage filename={removal.target.filename} consequence="These show no picture while it is in the trash" uses={usesOf(removal.target.used_by)} />
            ) : (
              <>
                "<strong>{removal.target?.filename}</strong>" leaves the library and its address stops working. It can be restored from the Trash for 30 days.
              </>
            )
          }
          warning={removal.target && removal.target.used_by.length > 0 ? `${usedIn(removal.target.used_by)}. Restoring it from the Trash (30 days) brings the picture back everywhere.` : undefined}
          confirmLabel="Move to trash"
          busyLabel="Moving..."
        />
      }
    >
      <ul className={`adm-library${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading} aria-label="Uploaded images">
        {rows.map((m) => (
          <LibraryCard
            key={m.id}
            filename={m.filename}
            meta={[m.width && m.height ? `${m.width}×${m.height}` : null, formatBytes(m.size), formatDate(m.created_at)].filter(Boolean).join(' · ')}
            top={
              <a href={m.url} target="_blank" rel="noreferrer" className="adm-library__thumb" aria-label={`Open ${m.filename}`}>
                <AdminImage src={m.url} alt={m.alt || m.filename} sizes={ADMIN_IMAGE_SIZES.card} />
              </a>
            }
            onCopy={() => void copy(m)}
            onDelete={() => removal.ask(m)}
          >
            <p className={`adm-library__alt${m.alt ? '' : ' adm-muted'}`}>{m.alt || 'No alt text'}</p>
            <UsesList uses={usesOf(m.used_by)} heading={usedIn(m.used_by)} />
          </LibraryCard>
        ))}
      </ul>
    </ListPage>
  );
}
