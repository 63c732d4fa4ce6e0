import type { Page } from '@playwright/test';
import { INTERACTIVE_SELECTOR } from './a11yProbes';

declare global {
  interface Window {
    /** How an element looks where a focus indicator can show (outline, shadow, borders). */
    __a11yFocusLook?: (el: Element) => string;
    __a11yUnfocusedLook?: WeakMap<Element, string>;
  }
}

/** A keyboard walk: how many controls took focus, and the stops with a problem. */
export interface KeyboardWalk {
  stops: number;
  failures: FocusStop[];
}

/** One stop of a keyboard walk: the focused element and what is wrong with its focus. */
export interface FocusStop {
  element: string;
  problems: string[];
}

/**
 * Records how every control but the focused one looks unfocused, so each focused one can be
 * compared with itself (WCAG 2.4.7: a change of outline, shadow or border, e.g. an input's box).
 * Run before every Tab: controls rendered since (a new result) are recorded before they get focus.
 */
async function recordUnfocusedLooks(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const look = (el: Element): string => {
      const parts = [el, el.parentElement, el.parentElement?.querySelector(':scope > fieldset')];
      return parts
        .filter((part): part is Element => !!part)
        .map((part) => {
          const s = getComputedStyle(part);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderTopWidth,
            s.borderTopColor,
          ].join(' ');
        })
        .join(' | ');
    };
    window.__a11yFocusLook = look;
    const looks = (window.__a11yUnfocusedLook ??= new WeakMap());
    for (const el of document.querySelectorAll(selector)) {
      if (el !== document.activeElement && !looks.has(el)) looks.set(el, look(el));
    }
  }, INTERACTIVE_SELECTOR);
}

/** Waits until the page stops scrolling (a smooth scroll brings the focused control into view). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = (frames: number) => {
          const y = window.scrollY + document.documentElement.scrollLeft;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 3 || frames > 120) resolve();
          else requestAnimationFrame(() => tick(frames + 1));
        };
        tick(0);
      }),
  );
}

/**
 * The focused element's problems: no visible change, not rendered, outside the viewport, or
 * covered by a sticky or fixed element such as the header (2.4.11).
 */
async function inspectFocus(page: Page): Promise<FocusStop | null> {
  await scrollSettled(page);
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const element = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    const before = window.__a11yUnfocusedLook?.get(el);
    const now = window.__a11yFocusLook?.(el);
    if (before === undefined || before === now) problems.push('no visible focus indicator');
    if (rect.width === 0 || rect.height === 0) {
      problems.push('focused but not rendered');
      return { element, problems };
    }
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    if (right <= left || bottom <= top) {
      problems.push(`outside the viewport (top ${Math.round(rect.top)})`);
      return { element, problems };
    }
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    // The element on top at the centre of the focused one: its own, or a sticky/fixed cover.
    let cover: Element | null = hit && !el.contains(hit) && !hit.contains(el) ? hit : null;
    while (cover && !['sticky', 'fixed'].includes(getComputedStyle(cover).position)) {
      cover = cover.parentElement;
    }
    if (cover && !cover.contains(el)) problems.push(`hidden under ${cover.tagName.toLowerCase()}`);
    return { element, problems };
  });
}

/**
 * Tabs through the page from the top until focus leaves it or comes back round; returns the number
 * of stops and every stop with a problem. `maxStops` bounds long pages.
 */
export async function keyboardWalk(page: Page, maxStops = 60): Promise<KeyboardWalk> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen: string[] = [];
  const failures: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await recordUnfocusedLooks(page);
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (!stop || (seen.length > 0 && stop.element === seen[0])) break;
    seen.push(stop.element);
    if (stop.problems.length > 0) failures.push(stop);
  }
  return { stops: seen.length, failures };
}
