/** The box under a screen that explains how it works: a line of text, or a title over a few points. */
import type { ReactNode } from 'react';
import { InfoIcon } from './icons.tsx';

type HelpText = { text: ReactNode } | { title: ReactNode; points: ReactNode[] };

export function HelpBox({ iconSize = 18, ...help }: HelpText & { iconSize?: number }) {
  return (
    <div className="adm-help">
      <InfoIcon size={iconSize} />
      {'text' in help ? (
        <p>{help.text}</p>
      ) : (
        <div>
          <p className="adm-help__title">{help.title}</p>
          <ul>
            {help.points.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
