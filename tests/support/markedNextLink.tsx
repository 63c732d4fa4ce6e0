import { forwardRef, type AnchorHTMLAttributes } from 'react';

type MarkedLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean | null };

/**
 * A stand-in for `next/link` in component tests (`jest.mock('next/link', …)`): Next's link needs
 * a router to add the base path, and this one shows instead which anchors it rendered
 * (`data-next-link`) and with which prefetch setting (`data-prefetch`).
 */
const MarkedNextLink = forwardRef<HTMLAnchorElement, MarkedLinkProps>(function MarkedNextLink(
  { prefetch, ...props },
  ref,
) {
  return <a ref={ref} data-next-link="" data-prefetch={String(prefetch)} {...props} />;
});

export default MarkedNextLink;
