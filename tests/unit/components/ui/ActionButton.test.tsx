import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import placement from '@/components/ui/placement.module.css';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { BUTTON_SIZES } from '@/lib/site/theme/tokens';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';

jest.mock('next/link', () =>
  jest.requireActual<Record<string, unknown>>('../../../support/markedNextLink'),
);

describe('ActionButton', () => {
  it('is a real button, type "button" unless told otherwise, and fires its click', async () => {
    const onClick = jest.fn();
    render(
      <>
        <ActionButton onClick={onClick}>Retry</ActionButton>
        <ActionButton type="submit" variant="contained" size="large">
          Send
        </ActionButton>
      </>,
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    await userEvent.click(retry);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its look props off the DOM element', () => {
    render(
      <ActionButton variant="outlined" size="small" fullWidth color="inherit">
        Sign out
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });
    for (const name of ['variant', 'size', 'fullwidth', 'color']) {
      expect(button).not.toHaveAttribute(name);
    }
  });

  it('takes a placement class beside its own look, not an attribute', () => {
    const remove = applyModuleStylesheet('components/ui/placement.module.css', siteTheme('care'));
    render(
      <ActionButton className={`${placement.marginTop2} own`} variant="contained">
        Placed
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Placed' });
    expect(button).not.toHaveAttribute('sx');
    expect(button).toHaveClass('own');
    expect(button).toHaveClass('action');
    expect(button).toHaveClass('contained');
    expect(getComputedStyle(button).marginTop).toBe('16px');
    remove();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    render(
      <ActionButton disabled onClick={onClick}>
        Busy
      </ActionButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Busy' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ActionLink', () => {
  it("routes an internal path through Next's link, which adds the base path", () => {
    render(<ActionLink href="/product-and-pricing">Pricing</ActionLink>);
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/product-and-pricing');
    expect(link).toHaveAttribute('data-next-link');
  });

  it('leaves absolute, tel: and external targets as they are', () => {
    render(
      <>
        <ActionLink href="https://www.care.com/app/hp-enrollment/start">Start</ActionLink>
        <ActionLink href="tel:+18885550142">Call</ActionLink>
        <ActionLink href="/static/contract.pdf" external download="contract.pdf">
          PDF
        </ActionLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/start',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+18885550142');
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf).toHaveAttribute('href', '/static/contract.pdf');
    expect(pdf).toHaveAttribute('download', 'contract.pdf');
    for (const name of ['Start', 'Call', 'PDF']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-next-link');
    }
  });
});

describe('the action stylesheet', () => {
  const css = readFileSync(
    path.join(process.cwd(), 'components/ui/ActionButton.module.css'),
    'utf8',
  );

  it.each(Object.entries(BUTTON_SIZES))('gives %s actions the theme’s size', (size, expected) => {
    const rule = new RegExp(`\\.${size} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule).toContain(`min-height: ${expected.height}px;`);
    expect(rule).toContain(`min-width: ${expected.minWidth}px;`);
  });
});
