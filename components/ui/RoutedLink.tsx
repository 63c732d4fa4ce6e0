import NextLink, { type LinkProps as NextLinkProps } from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export type RoutedLinkProps = NextLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * Next's link without viewport prefetching, for every internal link of the site. In the pages
 * router a link that scrolls into view downloads its page's code and then runs it on idle; the
 * header alone links six pages, so every first visit executed all of them (the calculator's
 * chunk was a 280 ms task on a throttled phone, inside Lighthouse's blocking-time window).
 * Prefetching on hover or touch stays: it starts when the visitor shows intent.
 */
const RoutedLink = forwardRef<HTMLAnchorElement, RoutedLinkProps>(function RoutedLink(
  { prefetch = false, ...props },
  ref,
) {
  return <NextLink ref={ref} prefetch={prefetch} {...props} />;
});

export default RoutedLink;
