import type { Page } from '@playwright/test';

/**
 * Measurements the accessibility suite takes inside the page (docs/site.md#accessibility). Each
 * returns the offending elements described as `tag#id.class "text"`, so a failure names them.
 */

/** The controls a pointer or keyboard user can act on: the targets of WCAG 2.5.8 and 2.4.7. */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements wider than the viewport when the page scrolls sideways; empty when it reflows. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (el: Element): string =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)} in ${el.closest('header,main,footer,nav,[role="dialog"]')?.tagName.toLowerCase() ?? 'body'}`;
    const widest = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    // The outermost offenders: an element whose parent also overflows says nothing new.
    const outermost = widest.filter(
      (el) => !el.parentElement || !widest.includes(el.parentElement),
    );
    return [
      `scrollWidth ${document.documentElement.scrollWidth} > ${width}`,
      ...outermost.slice(0, 8).map(describe),
    ];
  });
}

/**
 * The targets smaller than 24 x 24 CSS px whose 24 px circle meets another target or another
 * small target's circle (WCAG 2.5.8 with its spacing exception). Links inside a sentence are
 * exempt (the inline exception), as are hidden controls.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const isInlineInText = (el: Element): boolean => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const own = el.textContent?.trim().length ?? 0;
      return !!block && (block.textContent?.trim().length ?? 0) > own;
    };
    const targets = [...document.querySelectorAll(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
      // A control inside another target (an input in its label's button) is one target.
      .filter((el) => !el.parentElement?.closest(selector) || el.matches('input,select,textarea'))
      .filter((el) => !isInlineInText(el))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    const small = targets.filter(({ rect }) => rect.width < MIN || rect.height < MIN);
    const centre = (rect: DOMRect) => ({
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect): number => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const describe = (el: Element, rect: DOMRect): string =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    return small
      .filter(({ el, rect }) => {
        const c = centre(rect);
        return targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
          const otherIsSmall = small.some((s) => s.el === other.el);
          if (otherIsSmall) {
            const o = centre(other.rect);
            return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
          }
          return distanceToRect(c, other.rect) < MIN / 2;
        });
      })
      .map(({ el, rect }) => describe(el, rect));
  }, INTERACTIVE_SELECTOR);
}

/** The CSS animations and transitions still running (reduced motion must leave none). */
export async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : animation.id;
        return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${[...(target?.classList ?? [])].join('.')}`;
      }),
  );
}
