import type { ReactNode, SVGProps } from 'react';

const SIZES = { small: 20, medium: 24, large: 35, inherit: '1em' } as const;

export interface SiteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'fontSize'> {
  /** MUI's icon sizes: 20 px, 24 px (default), 35 px, or the surrounding font size. */
  fontSize?: keyof typeof SIZES;
  /** An accessible name; without one the icon is decorative and hidden from assistive tech. */
  titleAccess?: string;
}

/**
 * A 24×24 Material Design path as a plain `<svg>`, in place of MUI's SvgIcon (and its styled
 * root) on the first load. Size and colour are presentation attributes, so no CSS is generated;
 * the icon takes the text colour.
 */
export default function SiteIcon({
  fontSize = 'medium',
  titleAccess,
  children,
  ...props
}: SiteIconProps & { children: ReactNode }) {
  const size = SIZES[fontSize];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      aria-hidden={titleAccess ? undefined : true}
      role={titleAccess ? 'img' : undefined}
      {...props}
    >
      {titleAccess ? <title>{titleAccess}</title> : null}
      {children}
    </svg>
  );
}
