import {
  createLeaveGuard,
  EARLY_CLICK_HOLD_MS,
  enrollmentLinkOf,
  followsInThisTab,
  recordEarlyEnrollmentClicks,
} from '@/lib/tracking/runtime/enrollmentClicks';

const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function bareLink(attributes: Record<string, string> = {}): Element {
  const anchor = document.createElement('a');
  anchor.href = 'https://www.example.com/app/hp-enrollment/signup';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('followsInThisTab', () => {
  it('is true for a plain primary click on a link without a target', () => {
    expect(followsInThisTab(plainClick, bareLink())).toBe(true);
    expect(followsInThisTab(plainClick, bareLink({ target: '_self' }))).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('is false for %s', (_name, change) => {
    expect(followsInThisTab({ ...plainClick, ...change }, bareLink())).toBe(false);
  });

  it('is false for a link to another window or a download', () => {
    expect(followsInThisTab(plainClick, bareLink({ target: '_blank' }))).toBe(false);
    expect(followsInThisTab(plainClick, bareLink({ download: '' }))).toBe(false);
  });
});

const ENROLLMENT = 'https://www.example.com/app/hp-enrollment/signup?rx=partner';

function addLink(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'Get started';
  anchor.append(label);
  document.body.append(anchor);
  return anchor;
}

/** Clicks the link's label (as a visitor's click lands) and says whether the click was held. */
function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  anchor.firstElementChild?.dispatchEvent(event);
  return event.defaultPrevented;
}

const recorders: Array<{ stop(): void }> = [];

function setup() {
  const navigate = jest.fn();
  const onHeld = jest.fn();
  const clock = { time: 1000 };
  const recorder = recordEarlyEnrollmentClicks({ onHeld, navigate, now: () => clock.time });
  recorders.push(recorder);
  return { recorder, navigate, onHeld, clock };
}

describe('enrollmentLinkOf', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds the enrollment link around the clicked element, plain and partner funnel', () => {
    for (const href of [ENROLLMENT, '/app/hp-partner-enrollment/start']) {
      const anchor = addLink(href);
      const event = new MouseEvent('click');
      Object.defineProperty(event, 'target', { value: anchor.firstElementChild });
      expect(enrollmentLinkOf(event)).toEqual({ link: anchor, href });
    }
  });

  it('is null for other links and for clicks outside links', () => {
    const other = addLink('/app/hp-vhp/product-and-pricing');
    const onOther = new MouseEvent('click');
    Object.defineProperty(onOther, 'target', { value: other });
    expect(enrollmentLinkOf(onOther)).toBeNull();
    const onBody = new MouseEvent('click');
    Object.defineProperty(onBody, 'target', { value: document.body });
    expect(enrollmentLinkOf(onBody)).toBeNull();
  });
});

describe('recordEarlyEnrollmentClicks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    for (const recorder of recorders.splice(0)) recorder.stop();
    jest.clearAllTimers();
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  it('holds a click followed in this tab, asks for tracking at once and hands the click over', () => {
    const { recorder, navigate, onHeld } = setup();
    const anchor = addLink(ENROLLMENT);
    expect(click(anchor)).toBe(true);
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    const [taken, ...rest] = recorder.take();
    expect(rest).toEqual([]);
    expect(taken?.holdUntil).toBe(1000 + EARLY_CLICK_HOLD_MS);
    taken?.follow?.();
    taken?.follow?.();
    jest.advanceTimersByTime(EARLY_CLICK_HOLD_MS);
    // Followed once: by the runtime, not again by the safety net.
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(ENROLLMENT);
  });

  it('follows a held link by itself when the hold ends (tracking never arrived)', () => {
    const { navigate } = setup();
    click(addLink(ENROLLMENT));
    jest.advanceTimersByTime(EARLY_CLICK_HOLD_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(ENROLLMENT);
  });

  it('ignores a second click while a held link is on its way, and not after its hold', () => {
    const { recorder, onHeld, clock } = setup();
    const anchor = addLink(ENROLLMENT);
    click(anchor);
    clock.time += 300;
    // Still prevented: the browser must not follow it either.
    expect(click(anchor)).toBe(true);
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(recorder.take()).toHaveLength(1);

    const later = setup();
    click(addLink(ENROLLMENT));
    later.clock.time += EARLY_CLICK_HOLD_MS;
    click(addLink(ENROLLMENT));
    expect(later.recorder.take()).toHaveLength(2);
  });

  it('records a new-tab click without holding it', () => {
    const { recorder, navigate, onHeld } = setup();
    expect(click(addLink(ENROLLMENT), { ctrlKey: true })).toBe(false);
    expect(click(addLink(ENROLLMENT, { target: '_blank' }))).toBe(false);
    expect(onHeld).not.toHaveBeenCalled();
    expect(recorder.take()).toEqual([
      { follow: null, holdUntil: 1000 + EARLY_CLICK_HOLD_MS },
      { follow: null, holdUntil: 1000 + EARLY_CLICK_HOLD_MS },
    ]);
    jest.advanceTimersByTime(EARLY_CLICK_HOLD_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves other links alone', () => {
    const { recorder, onHeld } = setup();
    expect(click(addLink('/app/hp-vhp/caregivers'))).toBe(false);
    expect(onHeld).not.toHaveBeenCalled();
    expect(recorder.take()).toEqual([]);
  });

  it('records nothing once the clicks are taken (the runtime observes them from then on)', () => {
    const { recorder, onHeld } = setup();
    expect(recorder.take()).toEqual([]);
    expect(click(addLink(ENROLLMENT))).toBe(false);
    expect(onHeld).not.toHaveBeenCalled();
    expect(recorder.take()).toEqual([]);
  });

  it('still follows a link held before it stopped (the page went away from tracking)', () => {
    const { recorder, navigate } = setup();
    click(addLink(ENROLLMENT));
    recorder.stop();
    expect(click(addLink(ENROLLMENT))).toBe(false);
    jest.advanceTimersByTime(EARLY_CLICK_HOLD_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('createLeaveGuard', () => {
  it('cancels and ignores clicks while a link is on its way, and none after', () => {
    let time = 0;
    const guard = createLeaveGuard(() => time);
    const click = () => new MouseEvent('click', { cancelable: true });
    const before = click();
    expect(guard.ignores(before)).toBe(false);
    expect(before.defaultPrevented).toBe(false);
    guard.leavingUntil(2000);
    time = 1999;
    const during = click();
    expect(guard.ignores(during)).toBe(true);
    expect(during.defaultPrevented).toBe(true);
    time = 2000;
    expect(guard.ignores(click())).toBe(false);
  });
});
