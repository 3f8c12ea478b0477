/**
 * "Preview" in an editor's top bar: opens the item (with the unsaved changes of the form) on the
 * real site in a new tab, and "Share..." lists the item's preview links: a new one to copy and
 * send to someone without an account (it works for 7 days), and each earlier one with its state,
 * revocable in a click.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PreviewLink } from '../../../../../shared/api/previews.ts';
import { PREVIEW_LINK_DAYS } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { messageOf } from '../lib/errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { createPreviewLink, listPreviewLinks, openPreview, revokePreviewLink, type PreviewKind } from '../lib/preview-links.ts';
import { useAdminToast } from './admin-toast.ts';
import { CopyIcon, EyeIcon, LinkIcon } from './icons.tsx';
import { Modal } from './modal.tsx';
import { Chip } from './status-badge.tsx';
import { copyText } from '../../../lib/clipboard.ts';

export interface PreviewTarget {
  kind: PreviewKind;
  /** The stored item; a new item is saved as a draft before it can be previewed. */
  id: string | null;
  /** The form as it is (the type's save body): what the preview shows over the stored item. */
  fields: () => object;
  /** Whether the form holds changes not saved: without any, a link shows the stored item (and follows its saves). */
  dirty: boolean;
}

/** The fields a new link carries: the form's, when it differs from what is stored. */
const unsaved = (target: PreviewTarget) => (target.dirty ? target.fields() : undefined);

const STATE_TONE = { active: 'green', expired: 'grey', revoked: 'red' } as const;

function ShareDialog({ target, id, onClose }: { target: PreviewTarget; id: string; onClose: () => void }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    listPreviewLinks(request, target.kind, id).then(setLinks, (err: unknown) => toast.error('Could not load the preview links', messageOf(err, 'Please try again.')));
  }, [request, target.kind, id, toast]);
  useEffect(load, [load]);

  const make = async () => {
    setBusy(true);
    try {
      const link = await createPreviewLink(request, target.kind, id, unsaved(target));
      setFresh(link.url);
      load();
    } catch (err) {
      toast.error('Could not make a preview link', messageOf(err, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: PreviewLink) => {
    try {
      await revokePreviewLink(request, target.kind, id, link.id);
      toast.success('Preview link revoked', 'Its address shows nothing from now on.');
      load();
    } catch (err) {
      toast.error('Could not revoke the link', messageOf(err, 'Please try again.'));
    }
  };

  // The one clipboard helper (lib/clipboard.ts): it copies on a plain-http site too.
  const copy = async (url: string) => {
    if (await copyText(url)) toast.success('Link copied');
    else toast.error('Could not copy', 'Select the address and copy it.');
  };

  return (
    <Modal open title="Share a preview" subtitle={`Anyone with the link sees this item on the site, without an account, for ${PREVIEW_LINK_DAYS} days or until you revoke it. Search engines are told to keep away.`} onClose={onClose} size="md">
      <div className="adm-preview-share">
        {fresh ? (
          <div className="adm-preview-share__fresh">
            <label htmlFor="preview-link-url">New link{target.dirty ? ' (with the changes not saved yet)' : ''}</label>
            <div className="adm-preview-share__row">
              <input id="preview-link-url" className="adm-input" readOnly value={fresh} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void copy(fresh)}>
                <CopyIcon size={16} /> Copy
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => void make()} disabled={busy}>
            <LinkIcon size={16} /> {busy ? 'Making the link...' : 'Make a new link'}
          </button>
        )}
        <h3 className="adm-preview-share__heading">Links of this item</h3>
        {links === null ? (
          <p className="adm-muted">Loading...</p>
        ) : links.length === 0 ? (
          <p className="adm-muted">No link yet.</p>
        ) : (
          <ul className="adm-preview-share__list">
            {links.map((link) => (
              <li key={link.id}>
                <Chip tone={STATE_TONE[link.state]}>{link.state === 'active' ? 'Active' : link.state === 'expired' ? 'Expired' : 'Revoked'}</Chip>
                <span className="adm-preview-share__when">
                  {link.created_by ? `${link.created_by}, ` : ''}
                  {formatDateTime(link.created_at)}
                  {link.state === 'active' ? ` · works until ${formatDateTime(link.expires_at)}` : ''}
                  {link.unsaved_changes ? ' · with unsaved changes' : ''}
                </span>
                {link.state === 'active' && (
                  <button type="button" className="adm-btn adm-btn--danger-ghost adm-btn--sm" onClick={() => void revoke(link)}>
                    Revoke
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

/** The top bar's Preview and Share buttons. */
export function PreviewButtons({ target }: { target: PreviewTarget }) {
  const { request } = useAuth();
  const toast = useAdminToast();
  const [sharing, setSharing] = useState(false);
  const { id } = target;
  const hint = id ? undefined : 'Save a draft first to preview it';

  const preview = () => {
    if (!id) return;
    openPreview(request, target.kind, id, unsaved(target)).catch((err: unknown) => toast.error('Could not open the preview', messageOf(err, 'Please try again.')));
  };

  return (
    <>
      <button type="button" className="adm-btn adm-btn--secondary ed-topbar__preview" onClick={preview} disabled={!id} title={hint} aria-label="Preview">
        <EyeIcon size={16} /> <span>Preview</span>
      </button>
      <button type="button" className="adm-btn adm-btn--secondary ed-topbar__preview" onClick={() => setSharing(true)} disabled={!id} title={hint ?? 'Share a preview link'} aria-label="Share a preview link">
        <LinkIcon size={16} /> <span>Share</span>
      </button>
      {sharing && id && <ShareDialog target={target} id={id} onClose={() => setSharing(false)} />}
    </>
  );
}
