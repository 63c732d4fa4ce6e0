import RoutedLink from '@/components/ui/RoutedLink';
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import type { BUTTON_SIZES } from '@/lib/site/theme/tokens';
import styles from './ActionButton.module.css';

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
  className?: string | undefined;
}

/** The classes of an action's look, with the caller's own placement class. */
function actionClassName({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  color = 'primary',
  className,
}: ActionLook): string {
  return [
    styles.action,
    styles[size],
    styles[variant],
    fullWidth ? styles.fullWidth : null,
    color === 'inherit' ? styles.inherit : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ActionButtonProps = ActionLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/**
 * A button in the site's look without MUI's Button: ButtonBase and its ripple weigh ~10 kB gzip
 * on every first load, which the performance budget cannot afford for a coloured rectangle.
 */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { type = 'button', variant, size, fullWidth, color, className, ...props },
  ref,
) {
  const look = actionClassName({ variant, size, fullWidth, color, className });
  return <button ref={ref} type={type} className={look} {...props} />;
});

export interface ActionLinkProps
  extends ActionLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  href: string;
  /** Outside this app's base path (core site, PDF, tel:): a plain anchor, not Next's link. */
  external?: boolean;
}

/** A link that looks like a button; internal paths are given without the base path. */
export const ActionLink = forwardRef<HTMLAnchorElement, ActionLinkProps>(function ActionLink(
  { href, external, variant, size, fullWidth, color, className, ...props },
  ref,
) {
  const look = actionClassName({ variant, size, fullWidth, color, className });
  if (external || /^[a-z]+:/i.test(href)) {
    return <a ref={ref} href={href} className={look} {...props} />;
  }
  return <RoutedLink ref={ref} href={href} className={look} {...props} />;
});
