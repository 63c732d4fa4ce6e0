import {
  alpha,
  styled,
  type SxProps,
  type Theme,
  type TypographyVariant,
} from '@mui/material/styles';
import RoutedLink from '@/components/ui/RoutedLink';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** `primary` (the default) is the theme's link colour; other names are palette paths. */
export type LinkColor = 'primary' | 'secondary' | 'text.primary' | 'text.secondary' | 'inherit';

interface LinkLook {
  color?: LinkColor;
  /** As MUI's Link: `always` (the site's default), on `hover`, or `none`. */
  underline?: 'always' | 'hover' | 'none';
  /** A typography variant; `inherit` (the default) keeps the surrounding text style. */
  variant?: TypographyVariant | 'inherit';
  sx?: SxProps<Theme>;
}

export interface LinkProps
  extends LinkLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  href: string;
  /**
   * The target is outside this app's base path (another app on the origin, the core site, a PDF):
   * render a plain anchor, because Next's link would put `/app/hp-vhp` in front of it.
   */
  external?: boolean;
}

const LOOK_PROPS: ReadonlySet<PropertyKey> = new Set(['color', 'underline', 'variant', 'sx', 'as']);

function linkColor(theme: Theme, color: LinkColor): string | null {
  switch (color) {
    case 'inherit':
      return null;
    case 'primary':
      return theme.palette.link;
    case 'secondary':
      return theme.palette.secondary.main;
    case 'text.primary':
      return theme.palette.text.primary;
    case 'text.secondary':
      return theme.palette.text.secondary;
  }
}

// `as` is kept back too: Emotion only swaps the element when the filter refuses `as`.
const Anchor = styled('a', { shouldForwardProp: (prop) => !LOOK_PROPS.has(prop) })<LinkLook>(({
  theme,
  color = 'primary',
  underline = 'always',
  variant = 'inherit',
}) => {
  const main = linkColor(theme, color);
  const underlineColor = main ? alpha(main, 0.4) : 'currentColor';
  return {
    ...(variant === 'inherit' ? {} : theme.typography[variant]),
    color: main ?? 'inherit',
    textDecoration: underline === 'always' ? 'underline' : 'none',
    textDecorationColor: underlineColor,
    '&:hover': {
      textDecoration: underline === 'none' ? 'none' : 'underline',
      textDecorationColor: 'inherit',
    },
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
  };
});

/**
 * The site's text link on a plain anchor (MUI's Link brought Typography's and its own styled
 * layers to every first load). Next's link routes internal paths, given without the base path.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, external, ...props },
  ref,
) {
  if (external || /^[a-z]+:/i.test(href)) {
    return <Anchor ref={ref} href={href} {...props} />;
  }
  return <Anchor ref={ref} as={RoutedLink} href={href} {...props} />;
});

export default Link;
