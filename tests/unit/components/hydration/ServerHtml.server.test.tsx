/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import ServerHtml from '@/components/hydration/ServerHtml';

describe('ServerHtml on the server', () => {
  it('renders its children in a marked wrapper, without scripts', () => {
    expect(
      renderToString(
        <ServerHtml name="footer">
          <footer>
            <a href="https://example.com/terms">Terms</a> © {2026}
          </footer>
        </ServerHtml>,
      ),
    ).toBe(
      '<div data-server-html="footer"><footer><a href="https://example.com/terms">Terms</a> © <!-- -->2026</footer></div>',
    );
  });
});
