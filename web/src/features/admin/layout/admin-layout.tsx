/**
 * The admin shell: collapsible sidebar (16rem expanded, 4rem collapsed; a slide-in menu under
 * 1024 px opened by the header's menu button), the header texts of the spec and the page outlet.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { can, type Capability } from '../../../../../shared/roles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { Brand } from './brand.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { usePendingComments } from './moderation-queue.ts';
import { useReviewCount } from './review-queue.ts';
import './nav-badge.css';
import {
  AwardIcon,
  BookOpenIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  EditIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CrownIcon,
  DashboardIcon,
  ExternalLinkIcon,
  FilmIcon,
  ImageIcon,
  LockIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  MessageIcon,
  MicIcon,
  NewspaperIcon,
  RefreshIcon,
  LinkIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  TrashIcon,
  TrendingUpIcon,
  TvIcon,
  UserIcon,
  UsersIcon,
} from '../components/icons.tsx';

const COLLAPSE_KEY = 'admin_sidebar_collapsed';
/** Where the sidebar becomes a slide-in drawer (the breakpoint of admin.css). */
const PHONE_LAYOUT = '(max-width: 1023px)';

/** Whether the drawer layout applies now, following window resizes and rotations. */
function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE_LAYOUT);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(PHONE_LAYOUT).matches,
    () => false,
  );
}
const FALLBACK_NAME = 'Admin User';
const FALLBACK_EMAIL = 'admin@insightmedia.africa';

interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** A count beside the label (the comments waiting for a moderator, the items for a reviewer). */
  badge?: number;
  /** Shown only to the roles that have it (shared/roles.ts; the API refuses the others anyway). */
  capability?: Capability;
}

const MAGAZINE: MenuItem[] = [
  { to: '/admin/magazine/articles', label: 'Articles', icon: <NewspaperIcon size={16} /> },
  { to: '/admin/authors', label: 'Authors', icon: <EditIcon size={16} />, capability: 'manageAuthors' },
  { to: '/admin/magazine/main-articles', label: 'Main Articles', icon: <CrownIcon size={16} />, capability: 'curate' },
  { to: '/admin/magazine/featured', label: 'Featured', icon: <StarIcon size={16} />, capability: 'curate' },
  { to: '/admin/magazine/editors-pick', label: "Editor's Pick", icon: <AwardIcon size={16} />, capability: 'curate' },
  { to: '/admin/magazine/trending', label: 'Trending', icon: <TrendingUpIcon size={16} />, capability: 'curate' },
  { to: '/admin/magazine/videos', label: 'Videos', icon: <FilmIcon size={16} /> },
];

/** Under the Dashboard: what contributors submitted, with its count. */
const REVIEW: MenuItem = { to: '/admin/review', label: 'Review', icon: <CheckCircleIcon />, capability: 'review' };

const AFTER: MenuItem[] = [
  { to: '/admin/tv-show', label: 'TV Show', icon: <TvIcon /> },
  { to: '/admin/podcast', label: 'Podcast', icon: <MicIcon /> },
  { to: '/admin/comments', label: 'Comments', icon: <MessageIcon />, capability: 'moderate' },
  { to: '/admin/newsletters', label: 'Newsletters', icon: <MailIcon />, capability: 'audience' },
  { to: '/admin/subscribers', label: 'Subscribers', icon: <UsersIcon />, capability: 'audience' },
  { to: '/admin/media-library', label: 'Media Library', icon: <ImageIcon /> },
  { to: '/admin/trash', label: 'Trash', icon: <TrashIcon /> },
  { to: '/admin/team', label: 'Team', icon: <UserIcon />, capability: 'seeTeam' },
  { to: '/admin/backups', label: 'Backups', icon: <RefreshIcon />, capability: 'administer' },
  { to: '/admin/site', label: 'Site settings', icon: <LinkIcon />, capability: 'administer' },
  { to: '/admin/settings', label: 'Settings', icon: <SettingsIcon /> },
  { to: '/admin/security', label: 'Security', icon: <LockIcon /> },
  { to: '/admin/audit-log', label: 'Audit Log', icon: <ShieldIcon />, capability: 'administer' },
];

function NavItem({ item, collapsed, sub }: { item: MenuItem; collapsed: boolean; sub?: boolean }) {
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) => `adm-nav__link${sub ? ' adm-nav__link--sub' : ''}${isActive ? ' is-active' : ''}`}
      title={collapsed ? item.label : undefined}
      aria-label={collapsed ? `${item.label}${item.badge ? `, ${item.badge} waiting` : ''}` : undefined}
    >
      <span className="adm-nav__icon">{item.icon}</span>
      <span className="adm-nav__label">{item.label}</span>
      {item.badge ? (
        <span className="adm-nav__badge">
          {item.badge > 99 ? '99+' : item.badge}
          <span className="adm-sr-only"> waiting</span>
        </span>
      ) : null}
    </NavLink>
  );
}

export function AdminLayout() {
  const { user, logout } = useAuth();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [magazineOpen, setMagazineOpen] = useState(true);

  useEffect(() => {
    try {
      setCollapsed(localStorage.getItem(COLLAPSE_KEY) === '1');
    } catch {
      // ignore
    }
  }, []);

  // The phone menu closes once the user picked a page.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  // On a phone the closed drawer is off-screen: `inert` keeps it out of the Tab order and away from
  // screen readers. Opened, it takes the focus (its Close button); closed, the focus goes back to
  // the menu button that opened it.
  const phone = usePhoneLayout();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closedByUser = useRef(false);
  useEffect(() => {
    if (mobileOpen) closeButton.current?.focus();
    else if (closedByUser.current) menuButton.current?.focus();
    closedByUser.current = false;
  }, [mobileOpen]);
  const closeMenu = () => {
    closedByUser.current = true;
    setMobileOpen(false);
  };

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSE_KEY, c ? '0' : '1');
      } catch {
        // ignore
      }
      return !c;
    });
  };

  const inMagazine = location.pathname.startsWith('/admin/magazine');
  const pendingComments = usePendingComments();
  const waitingReview = useReviewCount();
  const allowed = (item: MenuItem) => !item.capability || (!!user && can(user.role, item.capability));
  const narrow = collapsed && !mobileOpen;

  return (
    <div className={`adm-shell${collapsed ? ' is-collapsed' : ''}${mobileOpen ? ' is-menu-open' : ''}`}>
      <a href="#adm-main" className="adm-skip">
        Skip to content
      </a>
      <aside className="adm-sidebar" aria-label="Admin menu" inert={phone && !mobileOpen}>
        <div className="adm-sidebar__brand">
          <Brand to="/admin/dashboard" destination="dashboard" />
          <button ref={closeButton} type="button" className="adm-icon-btn adm-sidebar__close" aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav className="adm-nav" aria-label="Admin sections">
          <ul>
            <li>
              <NavItem item={{ to: '/admin/dashboard', label: 'Dashboard', icon: <DashboardIcon /> }} collapsed={narrow} />
            </li>
            {allowed(REVIEW) && (
              <li>
                <NavItem item={{ ...REVIEW, badge: waitingReview }} collapsed={narrow} />
              </li>
            )}
            <li>
              <button
                type="button"
                className={`adm-nav__link adm-nav__group${inMagazine ? ' is-within' : ''}`}
                aria-expanded={magazineOpen}
                aria-controls="adm-magazine-menu"
                title={narrow ? 'Magazine' : undefined}
                aria-label={narrow ? 'Magazine' : undefined}
                onClick={() => setMagazineOpen((o) => !o)}
              >
                <span className="adm-nav__icon">
                  <BookOpenIcon />
                </span>
                <span className="adm-nav__label">Magazine</span>
                <ChevronDownIcon size={16} className={`adm-nav__chevron${magazineOpen ? ' is-open' : ''}`} />
              </button>
              {magazineOpen && (
                <ul id="adm-magazine-menu" className="adm-nav__sub">
                  {MAGAZINE.filter(allowed).map((item) => (
                    <li key={item.to}>
                      <NavItem item={item} collapsed={narrow} sub />
                    </li>
                  ))}
                </ul>
              )}
            </li>
            {AFTER.filter(allowed).map((item) => (
              <li key={item.to}>
                <NavItem item={item.to === '/admin/comments' ? { ...item, badge: pendingComments } : item} collapsed={narrow} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-sidebar__footer">
          <div className="adm-user" title={narrow ? `${user?.name || FALLBACK_NAME} (${user?.email || FALLBACK_EMAIL})` : undefined}>
            <span className="adm-user__avatar" aria-hidden="true">
              {(user?.name || FALLBACK_NAME).charAt(0).toUpperCase()}
            </span>
            <span className="adm-user__text">
              <span className="adm-user__name">{user?.name || FALLBACK_NAME}</span>
              <span className="adm-user__email">{user?.email || FALLBACK_EMAIL}</span>
            </span>
          </div>
          <button type="button" className="adm-nav__link adm-logout" onClick={() => void logout()} aria-label="Logout" title="Logout">
            <span className="adm-nav__icon">
              <LogOutIcon />
            </span>
            <span className="adm-nav__label">Logout</span>
          </button>
          <button
            type="button"
            className="adm-nav__link adm-collapse-btn"
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-pressed={collapsed}
          >
            <span className="adm-nav__icon">{collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}</span>
            <span className="adm-nav__label">Collapse</span>
          </button>
        </div>
      </aside>
      {mobileOpen && <div className="adm-scrim" onClick={closeMenu} aria-hidden="true" />}
      <div className="adm-main-col">
        <header className="adm-header" data-toasts-below>
          <button ref={menuButton} type="button" className="adm-icon-btn adm-menu-btn" aria-label="Open menu" aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)}>
            <MenuIcon />
          </button>
          <div className="adm-header__text">
            <p className="adm-header__title">Admin Dashboard</p>
            <p className="adm-header__subtitle">Manage your content and settings</p>
          </div>
          <div className="adm-header__actions">
            <a href="/" className="adm-btn adm-btn--ghost adm-btn--sm adm-hide-sm" target="_blank" rel="noreferrer">
              <ExternalLinkIcon size={16} /> View site
            </a>
            <ThemeToggle />
          </div>
        </header>
        <main id="adm-main" className="adm-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
