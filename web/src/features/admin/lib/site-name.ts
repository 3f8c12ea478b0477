/**
 * The site's name as administrators set it (Site settings), for the back office's places that show
 * the site as readers see it: the editor's Google result preview and tab title, the comment
 * screen's "Reply as". Fetched afresh each time such a screen opens (the public, cached
 * /api/public/site); the last known name, or an untouched site's, until then.
 */
import { useEffect, useState } from 'react';
import { SITE_DEFAULTS } from '../../../../../shared/site.ts';
import { useAuth } from '../session/auth-context.tsx';

let known = SITE_DEFAULTS.site_name;

export function useSiteName(): string {
  const { request } = useAuth();
  const [name, setName] = useState(known);
  useEffect(() => {
    let live = true;
    request('GET /public/site').then(
      (res) => {
        known = res.data.site_name;
        if (live) setName(known);
      },
      () => {}, // the last known name stays
    );
    return () => {
      live = false;
    };
  }, [request]);
  return name;
}
