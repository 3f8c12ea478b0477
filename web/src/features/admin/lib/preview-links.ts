/**
 * Preview links of an article, video, TV episode or podcast episode (POST/GET/DELETE
 * /api/<type>/{id}/preview-links): an address anyone can open without an account for 7 days, or
 * until it is revoked, that shows the item on the real site. Made with the editor's form as it is,
 * a link shows the unsaved changes too.
 */
import type { AdminRequest } from '../session/auth-context.tsx';

export type PreviewKind = 'articles' | 'videos' | 'tvshows' | 'podcasts';

/** Makes a link; `fields` (the type's save body) are shown over the stored item. Answers the link with its address. */
export async function createPreviewLink(request: AdminRequest, kind: PreviewKind, id: string, fields?: object) {
  const body = fields ? { fields: fields as never } : {};
  const params = { id };
  const answer =
    kind === 'articles'
      ? await request('POST /articles/:id/preview-links', { params, body })
      : kind === 'videos'
        ? await request('POST /videos/:id/preview-links', { params, body })
        : kind === 'tvshows'
          ? await request('POST /tvshows/:id/preview-links', { params, body })
          : await request('POST /podcasts/:id/preview-links', { params, body });
  return answer.data;
}

export async function listPreviewLinks(request: AdminRequest, kind: PreviewKind, id: string) {
  const params = { id };
  const answer =
    kind === 'articles'
      ? await request('GET /articles/:id/preview-links', { params })
      : kind === 'videos'
        ? await request('GET /videos/:id/preview-links', { params })
        : kind === 'tvshows'
          ? await request('GET /tvshows/:id/preview-links', { params })
          : await request('GET /podcasts/:id/preview-links', { params });
  return answer.data;
}

export async function revokePreviewLink(request: AdminRequest, kind: PreviewKind, id: string, linkId: string) {
  const params = { id, linkId };
  if (kind === 'articles') await request('DELETE /articles/:id/preview-links/:linkId', { params });
  else if (kind === 'videos') await request('DELETE /videos/:id/preview-links/:linkId', { params });
  else if (kind === 'tvshows') await request('DELETE /tvshows/:id/preview-links/:linkId', { params });
  else await request('DELETE /podcasts/:id/preview-links/:linkId', { params });
}

/**
 * Opens a new preview of the item in a new tab. The tab is opened before the call (a browser lets
 * a click open a tab, not a later answer), then sent to the link.
 */
export async function openPreview(request: AdminRequest, kind: PreviewKind, id: string, fields?: object): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const link = await createPreviewLink(request, kind, id, fields);
    if (tab) tab.location.href = link.url;
    else window.location.href = link.url;
  } catch (err) {
    tab?.close();
    throw err;
  }
}
