import type { Page } from '@playwright/test';
import { INTERACTIVE_SELECTOR } from './a11yProbes';

declare global {
  interface Window {
    /** How an element looks where a focus indicator can show (outline, shadow, borders). */
    __a11yFocusLook?: (el: Element) => string;
    __a11yUnfocusedLook?: WeakMap<Element, string>;
  }
}

/** One stop of a keyboard walk: the focused element and what is wrong with its focus. */
export interface FocusStop {
  element: string;
  problems: string[];
}

/**
 * Records how every control looks unfocused, so each focused one can be compared with itself
 * (WCAG 2.4.7: the indicator is a change of outline, shadow or border, e.g. MUI's notched outline).
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
    window.__a11yUnfocusedLook = new WeakMap(
      [...document.querySelectorAll(selector)].map((el) => [el, look(el)]),
    );
  }, INTERACTIVE_SELECTOR);
}

/** The focused element's problems: no visible change, hidden, or under the sticky header (2.4.11). */
async function inspectFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const rect = el.getBoundingClientRect();
    const element = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    const before = window.__a11yUnfocusedLook?.get(el);
    const now = window.__a11yFocusLook?.(el);
    if (before === undefined || before === now) problems.push('no visible focus indicator');
    if (rect.width === 0 || rect.height === 0) problems.push('focused but not rendered');
    const header = document.querySelector('header[data-site-header]');
    const position = header ? getComputedStyle(header).position : 'static';
    const covers =
      header && !header.contains(el) && (position === 'sticky' || position === 'fixed');
    const top = covers ? header.getBoundingClientRect().bottom : 0;
    const visible =
      rect.bottom > top &&
      rect.top < window.innerHeight &&
      rect.right > 0 &&
      rect.left < window.innerWidth;
    if (!visible)
      problems.push(
        `outside the viewport below the header (top ${Math.round(rect.top)}, header ${Math.round(top)})`,
      );
    return { element, problems };
  });
}

/**
 * Tabs through the page from the top until focus leaves it or comes back round, and returns every
 * stop with a problem. `maxStops` bounds long pages.
 */
export async function keyboardWalk(page: Page, maxStops = 60): Promise<FocusStop[]> {
  await recordUnfocusedLooks(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen: string[] = [];
  const failures: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (!stop || (seen.length > 0 && stop.element === seen[0])) break;
    seen.push(stop.element);
    if (stop.problems.length > 0) failures.push(stop);
  }
  if (seen.length === 0) failures.push({ element: 'page', problems: ['nothing takes focus'] });
  return failures;
}
