/**
 * The public shell: skip link, top contact bar, header (menu, search, logo, sections, phone-size
 * section dropdown, theme toggle), the scrolling category strip, the page, and the footer.
 * `bare` pages (TV episode, contact: "no page wrapper" in the spec) skip the footer and the
 * page container.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { phoneHref, siteInitials, SOCIAL_NETWORKS } from '../../../shared/site.ts';
import { useCategoryNames, useSite } from '../lib/site.tsx';
import { categoryPath } from '../../../shared/slug.ts';
import { LoadingBoundary } from '../components/ui/state-panel.tsx';
import {
  ChevronDownIcon,
  CloseIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MoonIcon,
  PhoneIcon,
  SearchIcon,
  SunIcon,
} from '../components/ui/icons.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { advertiseHref, MENU, partnerHref, SECTIONS, sectionOf } from './site.ts';
import { restoreTheme, toggleTheme } from '../lib/theme.tsx';
import { OfflineBannerSlot } from '../components/offline/offline-slots.tsx';

/** A landmark of its own (complementary), so a screen reader's landmark list reaches it. */
function TopBar() {
  const { site } = useSite();
  return (
    <aside className="topbar" aria-label="Contact and partnerships">
      <div className="container topbar__inner">
        <div className="topbar__contact">
          <a href={phoneHref(site.contact_phone)}>
            <PhoneIcon size={14} />
            <span className="topbar__text">{site.contact_phone}</span>
          </a>
          <a href={`mailto:${site.contact_email}`}>
            <MailIcon size={14} />
            <span className="topbar__text">{site.contact_email}</span>
          </a>
        </div>
        <div className="topbar__actions">
          <a className="topbar__button" href={partnerHref(site.partner_target, site.site_name)}>
            Partner with Us
          </a>
          <a className="topbar__button topbar__button--solid" href={advertiseHref(site.advertise_target, site.site_name)}>
            Advertise
          </a>
        </div>
      </div>
    </aside>
  );
}

/** `name`: the landmark's name, distinct from the other search landmarks a page may show (the search page's own). */
function SearchBox({ id, name, onDone }: { id: string; name: string; onDone?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return; // only non-blank text is searched
    navigate(`/search?q=${encodeURIComponent(q)}`);
    setText('');
    onDone?.();
  }
  return (
    <form className="searchbox" role="search" aria-label={name} action="/search" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        Search articles, videos, shows and podcasts
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <button type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

function SectionDropdown() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname]);
  // The section the reader is in, or none (home, search, about...): the button then says "Sections".
  const current = sectionOf(pathname)?.label;
  return (
    <details className="section-dropdown" ref={ref}>
      <summary>
        {current ? (
          <>
            <span className="sr-only">Section: </span>
            {current}
          </>
        ) : (
          'Sections'
        )}
        <ChevronDownIcon size={16} />
      </summary>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ThemeToggle() {
  return (
    <button type="button" className="icon-button theme-toggle" aria-label="Toggle dark mode" title="Toggle dark mode" onClick={() => toggleTheme()}>
      {/* Both icons are rendered; CSS shows the one for the mode in effect (no hydration guesswork). */}
      <MoonIcon className="theme-toggle__moon" />
      <SunIcon className="theme-toggle__sun" />
    </button>
  );
}

/** The site's name as the logo writes it: its last word in the accent ("Insight<span>Media</span>"). */
function LogoText({ name }: { name: string }) {
  const cut = name.lastIndexOf(' ');
  return cut > 0 ? (
    <span className="logo__text">
      {name.slice(0, cut)}
      <span>{name.slice(cut + 1)}</span>
    </span>
  ) : (
    <span className="logo__text">{name}</span>
  );
}

function Header() {
  const { site } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => restoreTheme(), []);
  // Opened, the menu takes the focus (its search field); Escape closes it and gives the focus back
  // to the button that opened it, as a keyboard or screen reader user expects of a disclosure menu.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector<HTMLElement>('input, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <header className="header" data-toasts-below>
      <div className="container header__inner">
        <button
          ref={toggle}
          type="button"
          className="icon-button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className="logo" title={`${site.site_name} home`}>
          <span className="logo__mark" aria-hidden="true">
            {siteInitials(site.site_name)}
          </span>
          <LogoText name={site.site_name} />
        </Link>
        <nav className="header__sections" aria-label="Sections">
          {SECTIONS.map((s) => (
            // Lit on the section's every page (an article, /videos, an author), not only on its list.
            <NavLink key={s.to} to={s.to} className={({ isActive }) => `section-link${isActive || sectionOf(pathname) === s ? ' active' : ''}`}>
              {s.label}
            </NavLink>
          ))}
        </nav>
        <div className="header__search">
          <SearchBox id="header-search" name="Site search" />
        </div>
        {/* A phone has no room for the box: a button opens the search page with its field focused. */}
        <Link to="/search" state={{ focusSearch: true }} className="icon-button header__search-button" aria-label="Search" title="Search">
          <SearchIcon size={20} />
        </Link>
        <SectionDropdown />
        <ThemeToggle />
      </div>
      <nav ref={menu} id="site-menu" className={`menu${menuOpen ? ' menu--open' : ''}`} aria-label="Menu" hidden={!menuOpen}>
        <div className="container">
          <div className="menu__search">
            <SearchBox id="menu-search" name="Menu search" onDone={() => setMenuOpen(false)} />
          </div>
          <ul>
            {MENU.map((m) => (
              <li key={m.label}>
                <Link to={m.to} onClick={() => setMenuOpen(false)}>
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

/**
 * The categories, scrolling by in a loop. Out of view (a reader deep in an article) the loop rests
 * where it is: an endless animation keeps the compositor drawing every frame even off screen
 * (headless Chromium: about 4 % of a core with the strip scrolled away, under 1 % once it rests),
 * which a phone pays for in battery.
 */
function CategoryStrip() {
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => el.toggleAttribute('data-resting', !entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const categories = useCategoryNames();
  const items = (hidden: boolean) =>
    categories.map((c) => (
      <li key={c} aria-hidden={hidden || undefined}>
        <Link to={categoryPath(c)} tabIndex={hidden ? -1 : undefined}>
          {c}
        </Link>
      </li>
    ));
  return (
    <nav className="strip" aria-label="Categories" ref={strip}>
      <div className="strip__track">
        <ul>{items(false)}</ul>
        <ul aria-hidden="true">{items(true)}</ul>
      </div>
    </nav>
  );
}

function Footer() {
  const { site } = useSite();
  const categories = useCategoryNames();
  const social = SOCIAL_NETWORKS.filter(({ key }) => site.social_links[key]);
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Link to="/" className="logo logo--footer">
            <span className="logo__mark" aria-hidden="true">
              {siteInitials(site.site_name)}
            </span>
            <LogoText name={site.site_name} />
          </Link>
          {site.footer_text && <p>{site.footer_text}</p>}
          {social.length > 0 && (
            <ul className="footer__social" aria-label="Follow us">
              {social.map(({ key, label }) => (
                <li key={key}>
                  <a href={site.social_links[key]} rel="me noopener">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="footer__title">Quick Links</h2>
          <ul className="footer__links">
            <li><Link to="/">Home</Link></li>
            <li><Link to="/magazine">The Magazine</Link></li>
            <li><Link to="/videos">Videos</Link></li>
            <li><Link to="/tv-show">TV Show</Link></li>
            <li><Link to="/podcast">The Podcast</Link></li>
            <li><Link to="/about">About Us</Link></li>
            <li><Link to="/contact">Contact Us</Link></li>
            {site.footer_links.map((l) => (
              <li key={`${l.label}|${l.url}`}>{l.url.startsWith('/') ? <Link to={l.url}>{l.label}</Link> : <a href={l.url}>{l.label}</a>}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer__title">Categories</h2>
          <ul className="footer__links">
            {categories.slice(0, 6).map((c) => (
              <li key={c}>
                <Link to={categoryPath(c)}>{c}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="footer__title">Newsletter</h2>
          <NewsletterForm />
          <h2 className="footer__title footer__title--spaced">Contact</h2>
          <ul className="footer__contact">
            <li>
              <MailIcon size={16} /> <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
            </li>
            <li>
              <PhoneIcon size={16} /> <a href={phoneHref(site.contact_phone)}>{site.contact_phone}</a>
            </li>
            <li>
              <MapPinIcon size={16} /> <span>{site.location}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container">
          © {new Date().getUTCFullYear()} {site.site_name}. All rights reserved.
        </div>
      </div>
    </footer>
  );
}

/** Scroll to the top on every route change, but not when only filters in ?query change (the reader keeps their place). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function SiteLayout({ bare = false }: { bare?: boolean }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar />
      <Header />
      <OfflineBannerSlot />
      <CategoryStrip />
      <main id="main" className={bare ? 'main main--bare' : 'main'} tabIndex={-1}>
        {/* Another page's chunk loading after a click: the router's navigation is a transition,
            so the page being left normally stays until it arrives; this is the fallback otherwise. */}
        <LoadingBoundary>
          <Outlet />
        </LoadingBoundary>
      </main>
      {!bare && <Footer />}
      <ScrollToTop />
    </>
  );
}
