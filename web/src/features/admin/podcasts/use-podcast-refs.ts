/** The podcast's series and guests as saved, with local add once the form has created one. */
import type { PodcastGuest, PodcastSeries } from '../../../../../shared/api/content.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { listGuests, listSeries } from './api.ts';

/** `list` with `item` in it (replacing the one with the same id). */
const withItem = <T extends { id: string }>(list: T[] | undefined, item: T) => [...(list ?? []).filter((x) => x.id !== item.id), item];

export function usePodcastRefs() {
  const { request } = useAuth();
  const series = useLoad(() => listSeries(request), [request]);
  const guests = useLoad(() => listGuests(request), [request]);
  return {
    series: series.data ?? [],
    guests: guests.data ?? [],
    addSeries: (s: PodcastSeries) => series.setData((old) => withItem(old, s)),
    addGuest: (g: PodcastGuest) => guests.setData((old) => withItem(old, g)),
  };
}
