import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import ServerHtml from '@/components/hydration/ServerHtml';

function Footer({ year }: { year: number }) {
  return (
    <footer>
      <a href="https://example.com/terms">Terms</a> © {year}
    </footer>
  );
}

describe('ServerHtml', () => {
  it('hydrating, keeps the server’s HTML as it is, through later renders too', async () => {
    const container = document.createElement('div');
    // The server's HTML (ServerHtml.server.test.tsx).
    container.innerHTML =
      '<div data-server-html="footer"><footer><a href="https://example.com/terms">Terms</a> © <!-- -->2026</footer></div>';
    document.body.append(container);
    const serverLink = container.querySelector('a');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root!: ReturnType<typeof hydrateRoot>;
    await act(() => {
      root = hydrateRoot(
        container,
        <ServerHtml name="footer">
          <Footer year={2026} />
        </ServerHtml>,
      );
      return Promise.resolve();
    });
    // React left the subtree alone: the very same nodes, and no hydration mismatch reported.
    expect(container.querySelector('a')).toBe(serverLink);
    expect(errors).not.toHaveBeenCalled();
    await act(() => {
      root.render(
        <ServerHtml name="footer">
          <Footer year={2027} />
        </ServerHtml>,
      );
      return Promise.resolve();
    });
    expect(container.textContent).toBe('Terms © 2026');
    act(() => root.unmount());
    errors.mockRestore();
    container.remove();
  });

  it('rendered from scratch (a client-side navigation), shows its children at once', () => {
    render(
      <ServerHtml name="footer">
        <Footer year={2026} />
      </ServerHtml>,
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
  });
});
