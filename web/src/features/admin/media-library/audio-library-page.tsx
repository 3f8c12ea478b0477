/**
 * Media Library, Audio (/admin/media-library/audio): every episode audio file uploaded (and the
 * sample intros), newest first, searched by file name (GET /api/podcasts/audio), each with a player,
 * its length, size, type and bitrate, the episodes that play it (with links), Copy URL and delete
 * with confirmation. Deleting a file in use takes it from its episodes (the server clears their
 * audio, so no page or feed names a missing file); the dialog names them first.
 */
import type { AudioFileItem, AudioFileUse } from '../../../../../shared/api/podcasts.ts';
import { countOf } from '../../../../../shared/words.ts';
import { audioFactList } from '../lib/audio-facts.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useConfirmDelete } from '../lib/use-confirm-delete.ts';
import { formatDate } from '../lib/format.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { SearchBox } from '../components/fields.tsx';
import { MicIcon } from '../components/icons.tsx';
import { ClearButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { audioDeletion, deleteAudio, listAudio } from './api.ts';
import { DeletionSummary, useDeletionPreview, type DeletionState } from '../components/deletion-summary.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { LibraryCard } from './library-card.tsx';
import { InUseMessage, UsesList, type Use } from './uses-list.tsx';
import { LibraryTabs } from './library-tabs.tsx';
import './media-library.css';

const PAGE_SIZE = 24;

const usesOf = (episodes: AudioFileUse[]): Use[] => episodes.map((e) => ({ key: e.id, title: e.title, to: `/admin/podcast/${e.id}` }));
const playedBy = (episodes: AudioFileUse[]) => `Played by ${countOf(episodes.length, 'episode')}`;

export function AudioLibraryPage() {
  const toast = useAdminToast();
  const files = usePagedList({ load: listAudio, filters: {}, pageSize: PAGE_SIZE, failed: 'Failed to fetch audio files' });
  const { list, rows, pageInfo, q } = files;

  const copy = async (file: AudioFileItem) => {
    if (await copyText(file.url)) toast.success('URL copied', "Paste it into an episode's audio address.");
    else toast.error('Copy failed', file.url);
  };

  const removal = useConfirmDelete<AudioFileItem>({
    remove: (request, f) => deleteAudio(request, f.id, deletion.preview?.name ?? ''),
    deleted: 'Audio file deleted successfully!',
    failed: 'Error deleting audio file',
    onDeleted: files.afterDelete,
  });
  const deletion: DeletionState = useDeletionPreview(removal.target, (request, f) => audioDeletion(request, f.id));
  const inUse = removal.target?.used_by ?? [];

  return (
    <ListPage
      title="Media Library"
      subtitle={pageInfo ? countOf(pageInfo.total, 'uploaded audio file') : 'Episode audio uploaded from the podcast screen'}
      icon={<MicIcon />}
      intro={<LibraryTabs />}
      filters={<SearchBox label="Search audio files" value={files.search} onChange={files.setSearch} placeholder="Search by file name..." className="adm-toolbar__grow" />}
      states={{
        list,
        loadingText: 'Loading audio files...',
        errorTitle: 'Error loading audio files',
        errorMessage: 'Failed to fetch audio files',
        empty: rows.length === 0 && (
          <EmptyState
            title="No audio files found"
            text={q ? `No audio files match "${q}"` : "Audio uploaded on an episode's Media tab (Podcast screen) appears here."}
            icon={<MicIcon size={28} />}
          >
            {q && <ClearButton label="Clear search" onClick={() => files.setSearch('')} />}
          </EmptyState>
        ),
      }}
      pagination={<ListPagination page={files.page} info={pageInfo} onChange={files.setPage} label="Audio file pages" noun="audio files" />}
      after={
        <ConfirmDialog
          {...removal.dialog}
          title="Delete Audio File"
          message={
            removal.target && inUse.length > 0 ? (
              <InUseMessage filename={removal.target.filename} consequence="These episodes will have no audio until another file is chosen" uses={usesOf(inUse)} />
            ) : (
              <>
                Delete "<strong>{removal.target?.filename}</strong>"? No episode plays it.
              </>
            )
          }
          details={<DeletionSummary {...deletion} />}
          ready={Boolean(deletion.preview)}
          confirmLabel="Delete Audio File"
          busyLabel="Deleting..."
        />
      }
    >
      <ul className={`adm-library adm-library--audio${list.loading ? ' is-busy' : ''}`} aria-busy={list.loading} aria-label="Uploaded audio files">
        {rows.map((f) => (
          <LibraryCard
            key={f.id}
            filename={f.filename}
            meta={[...audioFactList({ name: f.filename, duration: f.duration, size: f.size, type: f.mime_type, bitrate: f.bitrate }).map(([, text]) => text), formatDate(f.created_at)].join(' · ')}
            onCopy={() => void copy(f)}
            onDelete={() => removal.ask(f)}
          >
            <audio className="adm-library__player" controls preload="none" src={f.url} aria-label={`Play ${f.filename}`} />
            <UsesList uses={usesOf(f.used_by)} heading={playedBy(f.used_by)} />
          </LibraryCard>
        ))}
      </ul>
    </ListPage>
  );
}
