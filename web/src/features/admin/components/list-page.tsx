/**
 * The one frame of the list screens (articles, podcast episodes, videos / TV episodes, comments,
 * subscribers, uploaded images, team, featured and trending articles): the title row, what comes
 * before the list (messages, stat tiles, notices), the panel with the filters, the list in its
 * loading / failed / empty / filled states and the page numbers, then what comes after (the help
 * box, the modals and dialogs).
 */
import type { ReactNode } from 'react';
import { ListStates, type ListStatesProps } from './list-parts.tsx';
import { PageHeader, Panel } from './page-header.tsx';

export interface ListPageProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Buttons of the title row (create, refresh, export, upload). */
  actions?: ReactNode;
  /** Between the title row and the list. */
  intro?: ReactNode;
  panelTitle?: ReactNode;
  panelActions?: ReactNode;
  /** The search box and filter selects above the list. */
  filters?: ReactNode;
  /** The list's states (ListStates without its rows). */
  states: Omit<ListStatesProps, 'children'>;
  /** Under the list, inside its panel: the page numbers. */
  pagination?: ReactNode;
  /** After the list's panel. */
  after?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

export function ListPage({ title, subtitle, icon, actions, intro, panelTitle, panelActions, filters, states, pagination, after, children }: ListPageProps) {
  return (
    <div className="adm-page">
      <PageHeader title={title} subtitle={subtitle} icon={icon} actions={actions} />
      {intro}
      <Panel title={panelTitle} actions={panelActions}>
        {filters && <div className="adm-toolbar">{filters}</div>}
        <ListStates {...states}>{children}</ListStates>
        {pagination}
      </Panel>
      {after}
    </div>
  );
}
