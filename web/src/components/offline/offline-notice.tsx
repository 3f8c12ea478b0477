/**
 * What a page says when it cannot open for want of a connection (its data or its script was never
 * kept on this phone): that the reader is offline, that this page is not saved, and what is.
 */
import { StatePanel } from '../ui/state-panel.tsx';
import { Svg, type IconProps } from '../ui/icons.tsx';
import { SavedList } from './saved-list.tsx';

export const OfflineIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 5.2-2.6M16.9 10.5a10 10 0 0 1 2.1 2M8.5 16.1a5 5 0 0 1 7 0M12 20h.01M2 2l20 20" />
  </Svg>
);

/** A chunk of its own (offline-slots.tsx loads it): the default export. */
export default function OfflineNotice({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <div className="offline-notice">
      <StatePanel
        headingLevel={headingLevel}
        icon={<OfflineIcon size={40} />}
        title="You're offline"
        text="This page is not saved on this phone, so it cannot open without a connection. What you saved opens below."
      >
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </StatePanel>
      <SavedList showRecent headingLevel={headingLevel === 1 ? 2 : 3} />
    </div>
  );
}
