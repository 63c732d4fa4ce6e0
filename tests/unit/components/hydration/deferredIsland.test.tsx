import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { deferredIsland } from '@/components/hydration/deferredIsland';
import { createDemand, type Demand } from '@/lib/site/hydration/demand';
// An island's code brings MUI's scope (inMuiScope): loaded with the file, not within a test's time.
import '@/components/hydration/MuiScope';

function Panel({ total }: { total: string }) {
  return <p data-panel="">Total {total}</p>;
}

/** An island whose code load the test observes and releases. */
function island(
  load: () => Promise<{ default: typeof Panel }> = jest.fn(() =>
    Promise.resolve({ default: Panel }),
  ),
) {
  const demand = createDemand();
  return { Island: deferredIsland(load, demand), demand, load };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The server's HTML of a preloaded Panel island (deferredIsland.server.test.tsx).
const PANEL_HTML = '<div><p data-panel="">Total <!-- -->$1</p></div>';

/** Server HTML put in the page, as a page load brings it. */
function serverHtml(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The server HTML in `container` hydrated with `element`. */
async function hydrate(container: HTMLElement, element: ReactNode) {
  let root!: ReturnType<typeof hydrateRoot>;
  await act(() => {
    root = hydrateRoot(container, element);
    return Promise.resolve();
  });
  return root;
}

/** The visitor does what asks for the island's code (an edit, a touch). */
const request = (demand: Demand) =>
  act(() => {
    demand.request();
    return Promise.resolve();
  });

describe('deferredIsland in the browser', () => {
  it('keeps the server HTML, without loading the code, until the demand; then renders live props', async () => {
    const container = serverHtml(PANEL_HTML);
    const serverParagraph = container.querySelector('[data-panel]');
    expect(serverParagraph).not.toBeNull();

    const { Island, demand, load } = island();
    const root = await hydrate(container, <Island total="$1" />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-panel]')).toBe(serverParagraph);
    expect(container.textContent).toBe('Total $1');

    // An update before the demand leaves the server HTML alone.
    await act(() => {
      root.render(<Island total="$2" />);
      return Promise.resolve();
    });
    expect(container.textContent).toBe('Total $1');

    await request(demand);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Total $2');
    expect(container.querySelectorAll('[data-panel]')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('rendered from scratch (a client-side navigation), loads and shows it at once', async () => {
    const { Island, load } = island();
    render(<Island total="$3" />);
    expect(await screen.findByText('Total $3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('an interactive island (a form)', () => {
  function EmailForm({ onSend }: { onSend: (email: string) => void }) {
    const [email, setEmail] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend(email);
        }}
      >
        <input
          aria-label="E-mail"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('asks for its code when touched, holds a submit, and carries typing, focus and submit over', async () => {
    const demand = createDemand();
    const load = jest.fn(() => Promise.resolve({ default: EmailForm }));
    const Island = deferredIsland(load, demand, { interactive: true });
    const onSend = jest.fn();
    const container = serverHtml(
      '<div><form><input aria-label="E-mail" value=""/><button type="submit">Send</button></form></div>',
    );
    await hydrate(container, <Island onSend={onSend} />);
    expect(load).not.toHaveBeenCalled();

    // The visitor types into the static form and presses Enter before the code is here.
    const input = container.querySelector('input') as HTMLInputElement;
    input.focus();
    input.value = 'ana@example.com';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const rendered = container.querySelector('input') as HTMLInputElement;
    expect(rendered).not.toBe(input);
    expect(rendered.value).toBe('ana@example.com');
    expect(document.activeElement).toBe(rendered);
    expect(onSend).toHaveBeenCalledWith('ana@example.com');
  });
});

describe('a failed load', () => {
  it('keeps the server HTML and tries again on the next request', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Panel }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Panel });
    const { Island, demand } = island(load);
    const container = serverHtml(PANEL_HTML);
    await hydrate(container, <Island total="$1" />);
    await request(demand);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Total $1');

    await request(demand);
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('[data-panel]')).toHaveLength(1);
    expect(container.textContent).toBe('Total $1');
  });

  it('tries again at once when it was asked for again while the failing load was under way', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest
      .fn<Promise<{ default: typeof Panel }>, []>()
      .mockImplementationOnce(
        () =>
          new Promise((_resolve, reject) => {
            fail = reject;
          }),
      )
      .mockResolvedValue({ default: Panel });
    const { Island, demand } = island(load);
    const container = serverHtml(PANEL_HTML);
    await hydrate(container, <Island total="$1" />);
    await request(demand);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // The visitor edits again while the load hangs; then the load fails.
    await request(demand);
    await act(() => {
      fail(new Error('chunk failed'));
      return Promise.resolve();
    });
    await flush();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('[data-panel]')).toHaveLength(1);
  });
});
