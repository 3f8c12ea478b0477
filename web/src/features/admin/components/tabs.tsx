/**
 * Tabs with the WAI-ARIA pattern: arrow keys, Home and End move between tabs. A tab with `error`
 * shows a red dot (its fields hold a validation message) so nothing wrong hides in another tab.
 */
import { useId, useRef, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  icon?: ReactNode;
  error?: boolean;
}

export function Tabs({ tabs, active, onChange, label }: { tabs: TabItem[]; active: string; onChange: (id: string) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="adm-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${base}-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={active === tab.id}
          tabIndex={active === tab.id ? 0 : -1}
          className={`adm-tab${active === tab.id ? ' is-active' : ''}${tab.error ? ' has-error' : ''}`}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i + 1);
            else if (e.key === 'ArrowLeft') move(i - 1);
            else if (e.key === 'Home') move(0);
            else if (e.key === 'End') move(tabs.length - 1);
            else return;
            e.preventDefault();
          }}
        >
          {tab.icon}
          {tab.label}
          {tab.error && <span className="adm-tab__dot" aria-label="has errors" />}
        </button>
      ))}
    </div>
  );
}


/** Panel of one tab; hidden panels stay mounted so typed values survive switching tabs. */
export function TabPanel({ id, active, children, label }: { id: string; active: string; children: ReactNode; label: string }) {
  // Named through data-label only: an aria-label would make getByLabel('Content') ambiguous with
  // the field of the same name inside it.
  return (
    <div role="tabpanel" hidden={active !== id} className="adm-tabpanel" data-tab={id} data-label={label}>
      {children}
    </div>
  );
}
