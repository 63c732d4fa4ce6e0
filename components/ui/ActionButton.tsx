import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import RoutedLink from '@/components/ui/RoutedLink';
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { BUTTON_SIZES } from '@/lib/site/theme/tokens';

export type ActionVariant = 'contained' | 'outlined' | 'text';
export type ActionSize = keyof typeof BUTTON_SIZES;

/** How an action looks; the same for a button and a link. */
export interface ActionLook {
  variant?: ActionVariant;
  size?: ActionSize;
  fullWidth?: boolean;
  /** `inherit` takes the surrounding text colour (on a coloured band, in an alert). */
  color?: 'primary' | 'inherit';
  /** One-off placement (margins, responsive display); the look itself comes from the props above. */
  sx?: SxProps<Theme>;
}

const LOOK_PROPS: ReadonlySet<PropertyKey> = new Set(['variant', 'size', 'fullWidth', 'color']);

const FONT_SIZES: Record<ActionSize, string> = {
  small: '0.8125rem',
  medium: '0.875rem',
  large: '0.9375rem',
};
// One pixel less than MUI's contained Button on each side, for the 1 px border every variant has
// (transparent unless outlined): the outer size is MUI's.
const PADDING: Record<ActionSize, string> = {
  small: '3px 9px',
  medium: '5px 15px',
  large: '7px 21px',
};

function actionStyles({
  theme,
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  color = 'primary',
}: ActionLook & { theme: Theme }) {
  const main = color === 'inherit' ? 'currentColor' : theme.palette.primary.main;
  const contained = variant === 'contained';
  const outline = color === 'inherit' ? 'currentColor' : alpha(theme.palette.primary.main, 0.5);
  // Contained actions are raised as MUI's were, unless the theme turns elevation off (care24).
  const raised = contained && !theme.components?.MuiButton?.defaultProps?.disableElevation;
  return {
    ...theme.typography.button,
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box' as const,
    minHeight: BUTTON_SIZES[size].height,
    // Text actions sit in running text and navigation: no minimum width there.
    minWidth: variant === 'text' ? 0 : BUTTON_SIZES[size].minWidth,
    padding: PADDING[size],
    fontSize: FONT_SIZES[size],
    fontFamily: 'inherit',
    borderRadius: theme.shape.borderRadius,
    // MUI's outlined border: the colour at half strength, full on hover.
    border: variant === 'outlined' ? `1px solid ${outline}` : '1px solid transparent',
    background: contained ? theme.palette.primary.main : 'transparent',
    color: contained ? theme.palette.primary.contrastText : main,
    textDecoration: 'none',
    cursor: 'pointer',
    boxShadow: raised ? theme.shadows[2] : 'none',
    transition: 'background-color 150ms, box-shadow 150ms',
    '&:hover': {
      background: contained ? theme.palette.primary.dark : 'rgba(0, 0, 0, 0.06)',
      ...(raised ? { boxShadow: theme.shadows[4] } : {}),
      ...(variant === 'outlined' ? { borderColor: main } : {}),
    },
    '&:active': raised ? { boxShadow: theme.shadows[8] } : {},
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
    '@media print': { display: 'none' },
  };
}

// `as` is kept back too: Emotion only swaps the element when the filter refuses `as`; `sx` is
// turned into a class by MUI's styled and must not reach the DOM either.
const forwardHtmlProps = {
  shouldForwardProp: (prop: PropertyKey) => prop !== 'as' && prop !== 'sx' && !LOOK_PROPS.has(prop),
};

const StyledButton = styled('button', forwardHtmlProps)<ActionLook>(actionStyles);
const StyledAnchor = styled('a', forwardHtmlProps)<ActionLook>(actionStyles);

export type ActionButtonProps = ActionLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/**
 * A button in the site's look without MUI's Button: ButtonBase and its ripple weigh ~10 kB gzip
 * on every first load, which the performance budget cannot afford for a coloured rectangle.
 */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} type={type} {...props} />;
});

export interface ActionLinkProps
  extends ActionLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  href: string;
  /** Outside this app's base path (core site, PDF, tel:): a plain anchor, not Next's link. */
  external?: boolean;
}

/** A link that looks like a button; internal paths are given without the base path. */
export const ActionLink = forwardRef<HTMLAnchorElement, ActionLinkProps>(function ActionLink(
  { href, external, ...props },
  ref,
) {
  if (external || /^[a-z]+:/i.test(href)) {
    return <StyledAnchor ref={ref} href={href} {...props} />;
  }
  return <StyledAnchor ref={ref} as={RoutedLink} href={href} {...props} />;
});
