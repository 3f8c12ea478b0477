/**
 * Stand-in for the screens another engineer builds with the kit (videos, TV show, podcast,
 * comments, subscribers). Replace the route element in ../admin-app.tsx with the real page.
 */
import type { ReactNode } from 'react';
import { EmptyState, FilmIcon, MessageIcon, MicIcon, PageHeader, Panel, TvIcon, UsersIcon } from '../components/index.ts';

const SCREENS: Record<string, { title: string; subtitle: string; icon: ReactNode }> = {
  videos: { title: 'Magazine Videos', subtitle: 'Manage the magazine video library', icon: <FilmIcon size={28} /> },
  tv: { title: 'TV Show Management', subtitle: 'Manage TV show episodes and seasons', icon: <TvIcon size={28} /> },
  podcast: { title: 'Podcast Management', subtitle: 'Manage podcast episodes, series and guests', icon: <MicIcon size={28} /> },
  comments: { title: 'Comments', subtitle: 'Recent comments across the site', icon: <MessageIcon size={28} /> },
  subscribers: { title: 'Newsletter Subscribers', subtitle: 'People who signed up for the newsletter', icon: <UsersIcon size={28} /> },
};

export function PlaceholderPage({ screen }: { screen: keyof typeof SCREENS }) {
  const s = SCREENS[screen];
  return (
    <div className="adm-page">
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <Panel>
        <EmptyState title="Coming soon" text="This screen is being built. Its content is already managed through the API." icon={s.icon} />
      </Panel>
    </div>
  );
}
