/**
 * web/src/lib/first-paint.ts against a stand-in page: when the app may start loading the page's
 * chunk. tests/e2e/public.test.ts checks the order in Chromium on real pages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../web/src/lib/first-paint.ts';

interface StandIn {
  painted: boolean;
  visibility: 'visible' | 'hidden';
  paintTiming: boolean;
  /** The paint observers the helper has registered and not disconnected. */
  observers: Set<() => void>;
  /** Its visibilitychange listeners still registered. */
  visibilityListeners: Set<() => void>;
}

let page: StandIn;

/** What the browser does when it presents the first content: the entry, then the observers told. */
function paint() {
  page.painted = true;
  for (const notify of page.observers) notify();
}

/** The reader switches to another tab. */
function hide() {
  page.visibility = 'hidden';
  for (const listener of page.visibilityListeners) listener();
}

beforeEach(() => {
  vi.useFakeTimers();
  page = { painted: false, visibility: 'visible', paintTiming: true, observers: new Set(), visibilityListeners: new Set() };
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibility;
    },
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && page.visibilityListeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && page.visibilityListeners.delete(listener),
  });
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => (name === 'first-contentful-paint' && page.painted ? [{ name, startTime: 1 }] : []),
  });
  class PaintObserver {
    static get supportedEntryTypes() {
      return page.paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    }
    private readonly notify: () => void;
    constructor(callback: () => void) {
      this.notify = () => callback();
    }
    observe(options: { type: string }) {
      if (options.type === 'paint') page.observers.add(this.notify);
    }
    disconnect() {
      page.observers.delete(this.notify);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether the promise has settled once pending callbacks have run (no timer moves). */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('afterFirstPaint', () => {
  it('waits while the page is not painted yet, and resolves when its first content is shown', async () => {
    const waiting = afterFirstPaint();
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(await isSettled(waiting)).toBe(false);
    paint();
    expect(await isSettled(waiting)).toBe(true);
    expect(page.observers.size + page.visibilityListeners.size).toBe(0); // stops listening
  });

  it('stops waiting when the reader switches tabs before the paint', async () => {
    const waiting = afterFirstPaint();
    expect(await isSettled(waiting)).toBe(false);
    hide();
    expect(await isSettled(waiting)).toBe(true);
    expect(page.observers.size + page.visibilityListeners.size).toBe(0);
  });

  it('resolves at once when the page is already painted (a slow link: the bundle comes after the paint)', async () => {
    page.painted = true;
    expect(await isSettled(afterFirstPaint())).toBe(true);
    expect(page.observers.size).toBe(0);
  });

  it('resolves at once in a background tab, which paints nothing until shown', async () => {
    page.visibility = 'hidden';
    expect(await isSettled(afterFirstPaint())).toBe(true);
  });

  it('resolves at once in a browser that does not report paints', async () => {
    page.paintTiming = false;
    expect(await isSettled(afterFirstPaint())).toBe(true);
  });

  it('resolves after the limit when no paint is reported, so the page still hydrates', async () => {
    const waiting = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(1999);
    expect(await isSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(waiting)).toBe(true);
    expect(page.observers.size + page.visibilityListeners.size).toBe(0);
  });
});
