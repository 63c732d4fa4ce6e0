import { followsInThisTab, settledWithin } from '@/lib/tracking/followLink';

const plainClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function link(attributes: Record<string, string> = {}): Element {
  const anchor = document.createElement('a');
  anchor.href = 'https://www.example.com/app/hp-enrollment/signup';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('followsInThisTab', () => {
  it('is true for a plain primary click on a link without a target', () => {
    expect(followsInThisTab(plainClick, link())).toBe(true);
    expect(followsInThisTab(plainClick, link({ target: '_self' }))).toBe(true);
  });

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl (a new tab)', { ctrlKey: true }],
    ['Cmd (a new tab)', { metaKey: true }],
    ['Shift (a new window)', { shiftKey: true }],
    ['Alt (a download)', { altKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('is false for %s', (_name, change) => {
    expect(followsInThisTab({ ...plainClick, ...change }, link())).toBe(false);
  });

  it('is false for a link to another window or a download', () => {
    expect(followsInThisTab(plainClick, link({ target: '_blank' }))).toBe(false);
    expect(followsInThisTab(plainClick, link({ download: '' }))).toBe(false);
  });
});

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the work is done', async () => {
    const done = jest.fn();
    void settledWithin(Promise.resolve(), 300).then(done);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('resolves after the timeout when the work hangs, and when it fails', async () => {
    const afterHang = jest.fn();
    void settledWithin(new Promise(() => {}), 300).then(afterHang);
    await jest.advanceTimersByTimeAsync(299);
    expect(afterHang).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(afterHang).toHaveBeenCalled();

    const afterFailure = jest.fn();
    void settledWithin(Promise.reject(new Error('storage full')), 300).then(afterFailure);
    await jest.advanceTimersByTimeAsync(0);
    expect(afterFailure).toHaveBeenCalled();
  });
});
