/** The Media Library's two kinds of upload, each a page of its own (so each has its address). */
import { NavLink } from 'react-router-dom';

const KINDS = [
  { to: '/admin/media-library', label: 'Images' },
  { to: '/admin/media-library/audio', label: 'Audio' },
];

export function LibraryTabs() {
  return (
    <nav className="adm-tabs adm-library__tabs" aria-label="Uploaded files">
      {KINDS.map((kind) => (
        <NavLink key={kind.to} to={kind.to} end className={({ isActive }) => `adm-tab${isActive ? ' is-active' : ''}`}>
          {kind.label}
        </NavLink>
      ))}
    </nav>
  );
}
