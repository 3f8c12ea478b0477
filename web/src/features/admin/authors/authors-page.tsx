/**
 * Authors (/admin/authors): every author profile, staff and guest, A-Z with how many articles each
 * signs. Administrators and editors add guest authors (outside writers), edit any profile, merge a
 * duplicate into another (its articles and its page's address go with it) and delete a guest
 * author: one with articles only after choosing who takes them, and the dialog says how many.
 * Others read the list; each member edits their own profile on Account Settings.
 */
import { useState } from 'react';
import type { Author } from '../../../../../shared/api/authors.ts';
import { checkAuthor } from '../../../../../shared/validation/author.ts';
import { countOf } from '../../../../../shared/words.ts';
import { useAuth } from '../session/auth-context.tsx';
import { createGuestAuthor, deleteAuthor, listAuthors, mergeAuthor, updateAuthor } from '../lib/authors.ts';
import { checkWith, fieldErrorsOf, messageOf } from '../lib/errors.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { useAdminToast } from '../components/admin-toast.ts';
import { AuthorFields, emptyAuthor, type AuthorFormValues } from '../components/author-fields.tsx';
import { AuthorAvatar, AuthorPicker, type ChosenAuthor } from '../components/author-picker.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FilterSelect, SearchBox } from '../components/fields.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { EditIcon, TrashIcon, UsersIcon } from '../components/icons.tsx';
import { CreateButton, ListPagination } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyState } from '../components/states.tsx';
import { Chip } from '../components/status-badge.tsx';
import './authors.css';

const KINDS = [
  { value: '', label: 'All authors' },
  { value: 'staff', label: 'Staff' },
  { value: 'guest', label: 'Guest authors' },
];

const articles = (n: number) => countOf(n, 'article');

/** "12 articles (2 in the trash)": everything a byline change or a delete touches. */
const itemsOf = (a: Author) => `${articles(a.item_count + a.trashed_count)}${a.trashed_count ? ` (${a.trashed_count} in the trash)` : ''}`;

type Editing = { author: Author | null; values: AuthorFormValues; errors: Record<string, string> } | null;

export function AuthorsPage() {
  const { request, user } = useAuth();
  const toast = useAdminToast();
  const manages = user?.role === 'admin' || user?.role === 'editor';
  const list = usePagedList<Author, { kind: string }>({
    load: (req, { q, kind, ...page }) =>
      listAuthors(req, { ...page, q: q || undefined, kind: kind === 'staff' || kind === 'guest' ? kind : undefined }),
    filters: { kind: '' },
    pageSize: 20,
    failed: 'Failed to fetch the authors',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [merging, setMerging] = useState<{ from: Author; into: ChosenAuthor | null } | null>(null);
  const [removing, setRemoving] = useState<{ author: Author; to: ChosenAuthor | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (author: Author | null) =>
    setEditing({ author, values: author ? { name: author.name, bio: author.bio, image: author.image, links: author.links } : emptyAuthor(), errors: {} });

  const save = async () => {
    if (!editing) return;
    const errors = checkWith((e) => checkAuthor(e, editing.values));
    if (Object.keys(errors).length) return setEditing({ ...editing, errors });
    setSaving(true);
    try {
      const saved = editing.author ? await updateAuthor(request, editing.author.id, editing.values) : await createGuestAuthor(request, editing.values);
      toast.success(editing.author ? 'Author profile saved' : 'Guest author added', editing.author && editing.author.item_count ? `Every article by ${saved.name} shows the change.` : undefined);
      setEditing(null);
      list.list.reload();
    } catch (err) {
      setEditing({ ...editing, errors: fieldErrorsOf(err) });
      toast.error('Could not save the author', messageOf(err, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const run = async (work: () => Promise<{ message?: string }>, failed: string, done: () => void) => {
    setBusy(true);
    try {
      const res = await work();
      toast.success(res.message ?? 'Done');
      done();
      list.afterDelete();
    } catch (err) {
      toast.error(failed, messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const total = list.pageInfo?.total ?? 0;
  const removingItems = removing ? removing.author.item_count + removing.author.trashed_count : 0;
  return (
    <ListPage
      title="Authors"
      subtitle={total ? `${countOf(total, 'author')}: the staff's profiles and guest authors` : 'The bylines of the magazine: staff profiles and guest authors'}
      icon={<UsersIcon />}
      actions={manages && <CreateButton label="Add Guest Author" onClick={() => edit(null)} />}
      panelTitle="Author profiles"
      filters={
        <>
          <SearchBox label="Search authors" value={list.search} onChange={list.setSearch} placeholder="Search by name..." />
          <FilterSelect label="Which authors" value={list.filters.kind} onChange={(v) => list.setFilter('kind', v)} options={KINDS} />
        </>
      }
      states={{
        list: list.list,
        loadingText: 'Loading authors...',
        errorTitle: 'Error loading authors',
        errorMessage: 'Failed to fetch the authors',
        empty: list.rows.length === 0 && <EmptyState title={list.filtered ? 'No author matches' : 'No authors yet'} text={list.filtered ? 'Try another name.' : 'Add a guest author to start.'} icon={<UsersIcon size={28} />} />,
      }}
      pagination={<ListPagination page={list.page} info={list.pageInfo} onChange={list.setPage} label="Authors pages" noun={(n) => countOf(n, 'author')} />}
      after={
        <>
          <FormModal
            open={editing !== null}
            title={editing?.author ? `Edit ${editing.author.name}` : 'Add Guest Author'}
            subtitle={editing?.author ? (editing.author.user_id ? 'A staff member’s profile' : 'A guest author') : 'An outside writer: their byline, portrait, bio and links'}
            onClose={() => setEditing(null)}
            size="sm"
            dirty={Boolean(editing && JSON.stringify(editing.values) !== JSON.stringify(editing.author ? { name: editing.author.name, bio: editing.author.bio, image: editing.author.image, links: editing.author.links } : emptyAuthor()))}
            saving={saving}
            saveLabel={editing?.author ? 'Save Profile' : 'Add Guest Author'}
            onSave={() => void save()}
          >
            {editing && (
              <div className="adm-form">
                <AuthorFields values={editing.values} errors={editing.errors} onChange={(values) => setEditing({ ...editing, values, errors: {} })} />
              </div>
            )}
          </FormModal>
          <ConfirmDialog
            open={merging !== null}
            title="Merge Authors"
            tone="primary"
            message={
              merging && (
                <div className="adm-form">
                  <p>
                    Merge <strong>{merging.from.name}</strong> into another profile? {itemsOf(merging.from)} take the other byline, /author/{merging.from.slug} leads to
                    the other author’s page, and the profile of {merging.from.name} is deleted.
                  </p>
                  <AuthorPicker label="Merge into" required value={merging.into} exclude={merging.from.id} onChange={(into) => setMerging({ ...merging, into })} />
                </div>
              )
            }
            confirmLabel={merging?.into ? `Merge into ${merging.into.name}` : 'Merge'}
            busyLabel="Merging..."
            busy={busy}
            onConfirm={() => merging?.into && void run(() => mergeAuthor(request, merging.from.id, merging.into!.id), 'Could not merge the authors', () => setMerging(null))}
            onCancel={() => setMerging(null)}
          />
          <ConfirmDialog
            open={removing !== null}
            title="Delete Author"
            message={
              removing &&
              (removingItems ? (
                <div className="adm-form">
                  <p>
                    <strong>{removing.author.name}</strong> is the author of {itemsOf(removing.author)}. Choose who they go to before deleting: those articles will show that
                    author’s byline, and /author/{removing.author.slug} will no longer exist.
                  </p>
                  <AuthorPicker label="Give the articles to" required value={removing.to} exclude={removing.author.id} onChange={(to) => setRemoving({ ...removing, to })} />
                </div>
              ) : (
                <>
                  Delete the guest author <strong>{removing.author.name}</strong>? They have no articles; their profile (bio, portrait, links) is deleted.
                </>
              ))
            }
            warning="This action cannot be undone."
            confirmLabel={removingItems && removing?.to ? `Give ${articles(removingItems)} to ${removing.to.name} and delete` : 'Delete Author'}
            busyLabel="Deleting..."
            busy={busy}
            onConfirm={() =>
              removing && (!removingItems || removing.to) && void run(() => deleteAuthor(request, removing.author.id, removing.to?.id), 'Could not delete the author', () => setRemoving(null))
            }
            onCancel={() => setRemoving(null)}
          />
        </>
      }
    >
      <ListTable columns={['Author', 'Kind', 'Articles']} actions={manages} busy={list.list.loading} className="adm-authors">
        {list.rows.map((a) => (
          <tr key={a.id}>
            <td>
              <div className="adm-row-title">
                <AuthorAvatar author={a} />
                <div>
                  <p className="adm-authors__name">
                    {a.name} {a.user_id === user?.id && <span className="adm-muted">(you)</span>}
                  </p>
                  <a className="adm-muted adm-authors__page" href={`/author/${a.slug}`} target="_blank" rel="noopener">
                    /author/{a.slug}
                  </a>
                </div>
              </div>
            </td>
            <td data-label="Kind">{a.user_id ? <Chip tone="blue">Staff{a.staff && a.staff.name !== a.name ? ` · ${a.staff.name}` : ''}</Chip> : <Chip>Guest</Chip>}</td>
            <td data-label="Articles">
              {a.item_count}
              {a.trashed_count > 0 && <span className="adm-muted"> (+{a.trashed_count} in the trash)</span>}
            </td>
            {manages && (
              <td className="adm-table__actions">
                <div className="adm-authors__actions">
                  <IconButton label={`Edit ${a.name}`} title="Edit profile" icon={<EditIcon size={16} />} onClick={() => edit(a)} />
                  <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" aria-label={`Merge ${a.name} into another author`} onClick={() => setMerging({ from: a, into: null })}>
                    Merge
                  </button>
                  {!a.user_id && (
                    <IconButton label={`Delete ${a.name}`} title="Delete author" danger icon={<TrashIcon size={16} />} onClick={() => setRemoving({ author: a, to: null })} />
                  )}
                </div>
              </td>
            )}
          </tr>
        ))}
      </ListTable>
    </ListPage>
  );
}
