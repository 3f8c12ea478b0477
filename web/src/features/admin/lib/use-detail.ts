/**
 * What the detail pages (/admin/article/{id}, /admin/video/{id}, /admin/tvshow/{id},
 * /admin/podcast/{id}) share: loading one item by id, with an unknown or malformed id (404 / 400)
 * told apart from other failures, and the Back / Go Back of the page.
 */
import { useNavigate } from 'react-router-dom';
import { useAuth, type AdminRequest } from '../session/auth-context.tsx';
import { isStatus } from './errors.ts';
import { useLoad, type Loaded } from './use-load.ts';

export interface DetailTexts {
  /** Error text when the id names no item. */
  notFound: string;
  /** Error text of any other failure. */
  failed: (err: unknown) => string;
}

/** `load` is the get call of the sub-feature's api.ts (a module-level function: it is a dependency). */
export function useDetailItem<T>(load: (request: AdminRequest, id: string) => Promise<T>, id: string, texts: DetailTexts): Loaded<T> & { notFound: boolean } {
  const { request } = useAuth();
  const item = useLoad(
    () =>
      load(request, id).catch((err) => {
        if (isStatus(err, 404) || isStatus(err, 400)) throw new Error(texts.notFound);
        throw new Error(texts.failed(err));
      }),
    [request, load, id],
  );
  return { ...item, notFound: item.error === texts.notFound };
}

/** One step back in history, or `fallback` (the list) when the page was opened in a fresh tab. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => (window.history.length > 1 ? navigate(-1) : navigate(fallback));
}
