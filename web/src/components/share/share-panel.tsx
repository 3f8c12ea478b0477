/**
 * The share panel's links and Copy link (share-actions.tsx loads this chunk when the panel opens):
 * WhatsApp first (what most of the site's readers use), then X, Facebook, LinkedIn, Telegram,
 * e-mail, and a Copy link button that says when it copied.
 */
import { useRef, useState } from 'react';
import { copyText } from '../../lib/clipboard.ts';
import { Svg, MailIcon, type IconProps } from '../ui/icons.tsx';

const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Svg>
);

/** The share addresses of each network, in the order readers see them (WhatsApp first). */
function shareLinks(title: string, url: string): Array<{ name: string; href: string }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'E-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}

/** A chunk of its own: the default export. */
export default function SharePanel({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function copy() {
    const ok = await copyText(url);
    setCopied(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied('idle'), 4000);
  }

  return (
    <>
      <ul className="share__list">
        {shareLinks(title, url).map((link) => (
          <li key={link.name}>
            <a className={`share__link share__link--${link.name.toLowerCase().replace(/\W/g, '')}`} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name === 'E-mail' ? <MailIcon size={18} /> : <span className="share__mark" aria-hidden="true" />}
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__link share__link--copy" onClick={() => void copy()}>
            <LinkIcon size={18} /> Copy link
          </button>
        </li>
      </ul>
      <p className="share__status" role="status">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? `Copy failed: the link is ${url}` : ''}
      </p>
    </>
  );
}
