import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PartnerEnrollForm from '@/components/content/PartnerEnrollForm';
import { navigateTo } from '@/lib/platform/browser/navigateTo';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.mock('@/lib/platform/browser/navigateTo', () => ({ navigateTo: jest.fn() }));

describe('PartnerEnrollForm', () => {
  const props = pagePropsFixture('proPortal');
  const assign = jest.mocked(navigateTo);

  beforeEach(() => assign.mockClear());

  /** The form as the pro portal renders it, in one language. */
  const renderForm = (locale: 'en' | 'es') =>
    renderWithProviders(
      <PartnerEnrollForm
        site={props.site}
        flags={props.flags}
        text={PRO_PORTAL_TEXT[locale].enroll.form}
      />,
    );

  it('explains an empty or malformed code next to the field and goes nowhere', async () => {
    renderForm('en');
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
    renderForm('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Partner code' }), ' cpa-1234 ');
    await userEvent.click(screen.getByRole('button', { name: 'Enroll a client' }));
    expect(assign).toHaveBeenCalledWith(
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=CPA-1234',
    );
  });

  it('in Spanish, names its field and button and explains a wrong code in Spanish', async () => {
    renderForm('es');
    const field = screen.getByRole('textbox', { name: 'Código de socio' });
    expect(field).toHaveAccessibleDescription(
      'Aparece en el paquete de bienvenida que recibió como socio.',
    );
    const submit = screen.getByRole('button', { name: 'Inscribir a un cliente' });
    await userEvent.click(submit);
    expect(field).toHaveAccessibleDescription('Escriba su código de socio.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'CPA 1234');
    await userEvent.click(submit);
    expect(field).toHaveAccessibleDescription(
      'Un código de socio tiene de 2 a 32 letras, números o guiones, por ejemplo CPA-1234.',
    );
    expect(assign).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'ea-77');
    await userEvent.click(submit);
    expect(assign).toHaveBeenCalledWith(
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=EA-77',
    );
    expect(field).toHaveAccessibleDescription(
      'Aparece en el paquete de bienvenida que recibió como socio.',
    );
  });
});
