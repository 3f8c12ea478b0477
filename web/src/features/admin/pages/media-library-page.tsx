/**
 * Media Library (/admin/media-library): every image staff uploaded, newest first, 24 a page, with
 * search on file name and alt text (GET /api/media), an Upload Image button, Copy URL (to paste
 * into any image field) and delete with confirmation. Deleting does not touch content: items still
 * using the image show 'Image not found', and the dialog says so.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Pagination as PageInfo } from '../../../../../shared/api/common.ts';
import type { MediaFile } from '../../../../../shared/api/media.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { useImageUpload } from '../lib/use-image-upload.ts';
import { formatBytes, IMAGE_ACCEPT } from '../lib/media-upload.ts';
import { formatDate } from '../lib/format.ts';
import {
  AdminImage,
  ConfirmDialog,
  CopyIcon,
  EmptyState,
  ImageIcon,
  ListPagination,
  ListStates,
  PageHeader,
  Panel,
  SearchBox,
  Spinner,
  TrashIcon,
  UploadIcon,
  useAdminToast,
} from '../components/index.ts';
import './media-library.css';

const PAGE_SIZE = 24;

/** The clipboard API needs a secure context (https or localhost); otherwise the old way. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

export function MediaLibraryPage() {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  useEffect(() => setPage(1), [q]);
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();

  const list = useLoad(
    () => request<{ data: MediaFile[]; pagination: PageInfo }>('/media', { query: { page, limit: PAGE_SIZE, q } }),
    [request, page, q],
    'Failed to fetch images',
  );
  const rows = list.data?.data ?? [];
  const pageInfo = list.data?.pagination;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const media = await upload(file);
    if (!media) return;
    toast.success('Image uploaded', media.filename);
    setSearch('');
    if (page === 1) list.reload();
    else setPage(1);
  };

  const copy = async (media: MediaFile) => {
    if (await copyText(media.url)) toast.success('URL copied', 'Paste it into any image field.');
    else toast.error('Copy failed', media.url);
  };

  const removal = useConfirmDelete<MediaFile>({
    path: (m) => `/media/${m.id}`,
    deleted: 'Image deleted successfully!',
    failed: 'Error deleting image',
    onDeleted: () => {
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else list.reload();
    },
  });

  return (
    <div className="adm-page">
      <PageHeader
        title="Media Library"
        subtitle={pageInfo ? `${pageInfo.total} uploaded ${pageInfo.total === 1 ? 'image' : 'images'}` : 'Images uploaded from the back office'}
        icon={<ImageIcon />}
        actions={
          <>
            <button type="button" className="adm-btn adm-btn--primary" onClick={() => fileInput.current?.click()} disabled={uploading} aria-busy={uploading || undefined}>
              {uploading ? <Spinner size="sm" /> : <UploadIcon size={16} />} {uploading ? 'Uploading...' : 'Upload Image'}
            </button>
            <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void onPick(e)} data-upload-for="Media Library" />
          </>
        }
      />
      <Panel>
        <div className="adm-toolbar">
          <SearchBox label="Search images" value={search} onChange={setSearch} placeholder="Search by file name or alt text..." className="adm-toolbar__grow" />
        </div>
        <ListStates
          list={list}
          loadingText="Loading images..."
          errorTitle="Error loading images"
          errorMessage="Failed to fetch images"
          empty={
            rows.length === 0 && (
              <EmptyState
                title="No images found"
                text={q ? `No images match "${q}"` : 'Images uploaded here or with the Upload button of an image field appear here.'}
                icon={<ImageIcon size={28} />}
              >
                {q && (
                  <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setSearch('')}>
                    Clear search
                  </button>
                )}
              </EmptyState>
            )
          }
        >
          <ul className={`adm-library${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading} aria-label="Uploaded images">
            {rows.map((m) => (
              <li key={m.id} className="adm-library__card">
                <a href={m.url} target="_blank" rel="noreferrer" className="adm-library__thumb" aria-label={`Open ${m.filename}`}>
                  <AdminImage src={m.url} alt={m.alt || m.filename} />
                </a>
                <div className="adm-library__body">
                  <p className="adm-library__name" title={m.filename}>
                    {m.filename}
                  </p>
                  <p className="adm-library__meta">
                    {[m.width && m.height ? `${m.width}×${m.height}` : null, formatBytes(m.size), formatDate(m.created_at)].filter(Boolean).join(' · ')}
                  </p>
                  <p className={`adm-library__alt${m.alt ? '' : ' adm-muted'}`}>{m.alt || 'No alt text'}</p>
                </div>
                <div className="adm-library__actions">
                  <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => void copy(m)} aria-label={`Copy URL of ${m.filename}`}>
                    <CopyIcon size={15} /> Copy URL
                  </button>
                  <button type="button" className="adm-icon-btn adm-icon-btn--danger" aria-label={`Delete ${m.filename}`} title="Delete" onClick={() => removal.ask(m)}>
                    <TrashIcon size={16} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </ListStates>
        <ListPagination page={page} info={pageInfo} onChange={setPage} label="Image pages" noun="images" />
      </Panel>
      <ConfirmDialog
        {...removal.dialog}
        title="Delete Image"
        message={
          <>
            Delete "<strong>{removal.target?.filename}</strong>"? Articles, videos or episodes that still use this image will show 'Image not found' instead.
          </>
        }
        warning="This action cannot be undone."
        confirmLabel="Delete Image"
        busyLabel="Deleting..."
      />
    </div>
  );
}
