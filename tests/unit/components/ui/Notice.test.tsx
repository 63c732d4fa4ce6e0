import { alpha } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import Notice, { type NoticeTone } from '@/components/ui/Notice';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { toRgb } from '../../../support/cssColour';

const theme = siteTheme('care');
let remove: () => void;
beforeAll(() => {
  remove = applyModuleStylesheet('components/ui/Notice.module.css', theme);
});
afterAll(() => remove());

// Each tone's colour, which the notice draws at full strength on its left and at 8 % behind it.
const TONES: { tone: NoticeTone; colour: string }[] = [
  { tone: 'info', colour: theme.palette.info.main },
  { tone: 'warning', colour: theme.palette.warning.main },
  { tone: 'error', colour: theme.palette.error.main },
];

describe('Notice', () => {
  it.each(TONES)('draws the $tone tone in its colour, on its tint', ({ tone, colour }) => {
    render(
      <Notice tone={tone} role="status">
        News
      </Notice>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(style.backgroundColor).toBe(toRgb(alpha(colour, 0.08)));
    expect(style.borderColor).toBe(toRgb(colour));
    expect(style.padding).toBe('12px 16px');
  });

  it('gives a roomy notice more room, and keeps the caller’s class and attributes', () => {
    render(
      <Notice tone="info" role="alert" roomy className="own" data-calculator-state="x">
        Call us
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(getComputedStyle(notice).padding).toBe('24px');
    expect(notice).toHaveClass('own');
    expect(notice).toHaveAttribute('data-tone', 'info');
    expect(notice).toHaveAttribute('data-calculator-state', 'x');
    expect(notice).not.toHaveAttribute('roomy');
  });
});
