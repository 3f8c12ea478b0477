/** An item's tags, each a link to the search for it (#tag); nothing when it has none. */
import { Link } from 'react-router-dom';

/** `named`: the list is named "Tags" for screen readers, where no heading above it says so. */
export function TagLinks({ tags, named = true }: { tags: string[]; named?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tags" aria-label={named ? 'Tags' : undefined}>
      {tags.map((t) => (
        <li key={t}>
          <Link to={`/search?q=${encodeURIComponent(t)}`}>#{t}</Link>
        </li>
      ))}
    </ul>
  );
}
