import { screen } from '@testing-library/react';
import { EnglishCaregiversView as CaregiversView } from '../../../support/textedViews';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

beforeAll(preloadPageIslands);

describe('form names on the caregivers page', () => {
  it('keeps every W-2 on one line, the text unchanged', () => {
    const base = pagePropsFixture('caregivers');
    const props = pagePropsFixture('caregivers', {
      site: { ...base.site, oidc: { ...base.site.oidc, authority: null } },
    });
    const { container } = renderWithProviders(<CaregiversView {...props} />, { pageProps: props });
    const main = screen.getByRole('main');
    const mentions = main.textContent?.match(/W-2/g) ?? [];
    expect(mentions.length).toBeGreaterThan(0);
    const unbroken = [...main.querySelectorAll('span')].filter(
      (span) => span.textContent === 'W-2' && getComputedStyle(span).whiteSpace === 'nowrap',
    );
    expect(unbroken).toHaveLength(mentions.length);
    expect(container).toHaveTextContent('Pay stubs and a W-2 help you rent an apartment');
  });
});
