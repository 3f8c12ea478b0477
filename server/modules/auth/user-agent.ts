/** "Chrome 126 on Windows", and whether it is a phone: a session's browser as its User-Agent names it (bowser). */
import Bowser from 'bowser';

export interface Device {
  browser: string;
  os: string;
  /** desktop, mobile, tablet, or unknown when the header says nothing readable. */
  kind: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

const KINDS = new Set(['desktop', 'mobile', 'tablet']);

export function describeDevice(userAgent: string): Device {
  if (!userAgent.trim()) return { browser: 'Unknown browser', os: 'Unknown system', kind: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : 'Unknown browser';
  // No system version: browsers freeze it in the header (every Mac says 10.15, Windows 11 says 10).
  const os = parsed.os.name ?? 'Unknown system';
  const type = parsed.platform.type ?? '';
  return { browser, os, kind: KINDS.has(type) ? (type as Device['kind']) : 'unknown' };
}
