import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerEnrollForm from '@/components/content/PartnerEnrollForm';
import { navigateTo } from '@/lib/platform/browser/navigateTo';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock('@/lib/platform/browser/navigateTo', () => ({ navigateTo: jest.fn() }));

describe('PartnerEnrollForm', () => {
  const props = pagePropsFixture('proPortal');
  const assign = jest.mocked(navigateTo);

  beforeEach(() => assign.mockClear());

  it('explains an empty or malformed code next to the field and goes nowhere', async () => {
    renderWithProviders(<PartnerEnrollForm site={props.site} flags={props.flags} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enroll a client' }));
    expect(screen.getByRole('textbox', { name: 'Partner code' })).toHaveAccessibleDescription(
      'Enter your partner code.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner code' }), 'bad code!');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll a client' }));
    expect(screen.getByRole('textbox', { name: 'Partner code' })).toHaveAccessibleDescription(
      /2 to 32 letters/,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a valid code to enrollment with partner set and hired forced to yes', async () => {
    renderWithProviders(<PartnerEnrollForm site={props.site} flags={props.flags} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner code' }), ' cpa-1234 ');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll a client' }));
    expect(assign).toHaveBeenCalledWith(
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=CPA-1234',
    );
  });
});
