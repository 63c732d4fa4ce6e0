import type { GetStaticProps } from 'next';
import type { StaticErrorPageProps } from '../../site/pageProps';
import { siteConfig } from '@/lib/platform/config/env.server';

/**
 * Props of the static error pages, read at build time: Next.js renders pages/404 and pages/500
 * once during `next build`, so they show the brand and phone of the build environment.
 */
export const getStaticErrorProps: GetStaticProps<StaticErrorPageProps> = () =>
  Promise.resolve({
    props: { brandName: siteConfig.brandName, supportPhone: siteConfig.supportPhone },
  });
