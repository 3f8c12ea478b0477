/** Long descriptions: cut at 200 characters with Show more / Show less. */
import { useState } from 'react';
import { truncate } from '../../../../shared/format.ts';

const COLLAPSE_AT = 200;

export function ExpandableText({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > COLLAPSE_AT;
  return (
    <div className={className}>
      <p className="prose-text">{long && !expanded ? truncate(text, COLLAPSE_AT) : text}</p>
      {long && (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
