import { screen, within } from '@testing-library/react';
import ContractView from '@/components/content/ContractView';
import { NANNY_CONTRACT, SENIOR_CARE_CONTRACT } from '@/lib/site/content/contracts';
import { NANNY_CONTRACT_ES, SENIOR_CARE_CONTRACT_ES } from '@/lib/site/content/spanishContracts';
import { renderWithProviders } from '../../../support/renderWithProviders';

describe('ContractView', () => {
  it.each([
    ['nanny', NANNY_CONTRACT],
    ['senior care', SENIOR_CARE_CONTRACT],
  ])('gives the %s agreement a signature column for each party', (_, contract) => {
    renderWithProviders(<ContractView contract={contract} title="Sample agreement" />);
    for (const party of ['Employer', 'Employee']) {
      const group = screen.getByRole('group', { name: `${party} signature` });
      expect(within(group).getByText('Signature')).toBeVisible();
      expect(within(group).getByText('Printed name')).toBeVisible();
      expect(within(group).getByText('Date')).toBeVisible();
    }
    expect(screen.queryByText(/Employer signature and date/)).toBeNull();
  });

  it('keeps every blank whole: each run of underscores is one unbreakable field', () => {
    const { container } = renderWithProviders(
      <ContractView contract={NANNY_CONTRACT} title="Sample agreement" />,
    );
    const blanks = [...container.querySelectorAll('[data-blank]')];
    expect(blanks.length).toBeGreaterThan(10);
    for (const blank of blanks) {
      expect(blank.textContent).toMatch(/^_{2,}$/);
      expect(getComputedStyle(blank).whiteSpace).toBe('nowrap');
    }
  });

  it('sets the agreement in the site’s type, not a serif fallback, with no download button of its own', () => {
    renderWithProviders(<ContractView contract={NANNY_CONTRACT} title="Sample agreement" />);
    const article = screen.getByRole('article', { name: 'Sample agreement' });
    expect(getComputedStyle(article).fontFamily).not.toMatch(/Georgia|--font-serif/);
    expect(screen.queryByRole('link', { name: /pdf/i })).toBeNull();
  });

  it.each([
    ['nanny', NANNY_CONTRACT_ES],
    ['senior care', SENIOR_CARE_CONTRACT_ES],
  ])(
    'gives the Spanish %s agreement its note and a signature column per party in Spanish',
    (_, contract) => {
      renderWithProviders(<ContractView contract={contract} title="Modelo de contrato" />);
      expect(
        screen.getByText(/^Traducción al español del modelo de contrato en inglés/),
      ).toBeVisible();
      for (const party of ['Firma del empleador', 'Firma de la persona empleada']) {
        const group = screen.getByRole('group', { name: party });
        expect(within(group).getByText('Firma')).toBeVisible();
        expect(within(group).getByText('Nombre en letra de molde')).toBeVisible();
        expect(within(group).getByText('Fecha')).toBeVisible();
      }
      expect(screen.queryByText(/Employer|Employee|Signature|Printed name/)).toBeNull();
    },
  );

  it('gives an English agreement no translation note', () => {
    const { container } = renderWithProviders(
      <ContractView contract={NANNY_CONTRACT} title="Sample agreement" />,
    );
    expect(container.querySelector('[data-translation-note]')).toBeNull();
  });
});
