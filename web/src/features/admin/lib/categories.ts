/**
 * The magazine's offered categories as the back office knows them: the article and video forms'
 * selects and their rules (the server's rules read the same live list). Loaded from the API when a
 * screen that offers them opens (useOfferedCategories), kept for the session's other screens; an
 * untouched site's list until then.
 */
import { useEffect, useState } from 'react';
import { ARTICLE_CATEGORIES } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';

let offered: readonly string[] = ARTICLE_CATEGORIES;

/** The list as last loaded (the form rules read it when they run). */
export const offeredCategories = (): readonly string[] => offered;

/** The offered categories, fetched afresh each time a screen using them opens. */
export function useOfferedCategories(): readonly string[] {
  const { request } = useAuth();
  const [list, setList] = useState(offered);
  useEffect(() => {
    let live = true;
    request('GET /categories').then(
      (res) => {
        offered = res.data.filter((c) => !c.retired).map((c) => c.name);
        if (live) setList(offered);
      },
      () => {}, // the last known list stays; the server's rules still decide
    );
    return () => {
      live = false;
    };
  }, [request]);
  return list;
}
