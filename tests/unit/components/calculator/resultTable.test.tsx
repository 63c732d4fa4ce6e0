import { render, screen } from '@testing-library/react';
import { ResultLink, ResultTable, TableScroll } from '@/components/calculator/resultTable';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { toRgb } from '../../../support/cssColour';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';

const theme = siteTheme('care');
let remove: () => void = () => undefined;
beforeAll(() => {
  remove = applyModuleStylesheet('components/calculator/resultTable.module.css', theme);
});
afterAll(() => remove());

describe('the results table', () => {
  it('rules each row in the divider colour, numbers right-aligned and unbroken', () => {
    render(
      <ResultTable aria-label="Taxes" className="own" data-stack>
        <tbody>
          <tr>
            <th scope="row">Social Security</th>
            <td data-num>$1,240.00</td>
          </tr>
        </tbody>
      </ResultTable>,
    );
    const table = screen.getByRole('table', { name: 'Taxes' });
    expect(table).toHaveClass('own');
    expect(table).toHaveAttribute('data-stack');
    expect(getComputedStyle(table).borderCollapse).toBe('collapse');
    const amount = screen.getByRole('cell', { name: '$1,240.00' });
    expect(getComputedStyle(amount).borderBottomColor).toBe(toRgb(theme.palette.divider));
    expect(getComputedStyle(amount).textAlign).toBe('right');
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
  });

  it('scrolls a wide table in a focusable region, and links in the primary colour', () => {
    render(
      <TableScroll role="region" aria-label="By quarter" tabIndex={0}>
        <ResultLink href="https://www.irs.gov/pub/irs-pdf/p926.pdf">Publication 926</ResultLink>
      </TableScroll>,
    );
    expect(getComputedStyle(screen.getByRole('region', { name: 'By quarter' })).overflowX).toBe(
      'auto',
    );
    const link = screen.getByRole('link', { name: 'Publication 926' });
    expect(getComputedStyle(link).color).toBe(toRgb(theme.palette.primary.main));
  });
});
