import RoutedLink from '@/components/ui/RoutedLink';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import styles from './Link.module.css';

/** `primary` (the default) is the theme's link colour; other names are palette paths. */
export type LinkColor = 'primary' | 'secondary' | 'text.primary' | 'text.secondary' | 'inherit';

interface LinkLook {
  color?: LinkColor;
  /** As MUI's Link: `always` (the site's default), on `hover`, or `none`. */
  underline?: 'always' | 'hover' | 'none';
  /** The theme's `body2` type, or `inherit` (the default): the surrounding text style. */
  variant?: 'body2' | 'inherit';
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

const COLOR_CLASSES: Record<LinkColor, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  'text.primary': styles.textPrimary,
  'text.secondary': styles.textSecondary,
  inherit: styles.inherit,
};

/** The classes of a link's look, with the caller's own class. */
function linkClassName(
  { color = 'primary', underline = 'always', variant = 'inherit' }: LinkLook,
  className: string | undefined,
): string {
  return [
    styles.link,
    COLOR_CLASSES[color],
    styles[underline],
    variant === 'inherit' ? null : styles[variant],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The site's text link on a plain anchor (MUI's Link brought Typography's and its own styled
 * layers to every first load). Next's link routes internal paths, given without the base path.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, external, color, underline, variant, className, ...props },
  ref,
) {
  const look = linkClassName({ color, underline, variant }, className);
  if (external || /^[a-z]+:/i.test(href)) {
    return <a ref={ref} href={href} className={look} {...props} />;
  }
  return <RoutedLink ref={ref} href={href} className={look} {...props} />;
});

export default Link;
