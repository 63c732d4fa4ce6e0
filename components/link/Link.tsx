import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import NextLink from 'next/link';
import { forwardRef } from 'react';

export interface LinkProps extends Omit<MuiLinkProps, 'href'> {
  href: string;
  /**
   * The target is outside this app's base path (another app on the origin, the core site, a PDF):
   * render a plain anchor, because Next's link would put `/app/hp-vhp` in front of it.
   */
  external?: boolean;
}

/** MUI's link styled, Next's link routed: internal paths are given without the base path. */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, external, ...props },
  ref,
) {
  if (external || /^[a-z]+:/i.test(href)) {
    return <MuiLink ref={ref} href={href} {...props} />;
  }
  return <MuiLink ref={ref} component={NextLink} href={href} {...props} />;
});

export default Link;
