import type { GetServerSideProps } from 'next';
import { siteConfig } from '@/lib/platform/config/env.server';
import { sendText } from '@/lib/site/seo/sendText.server';
import { buildRobotsTxt } from '@/lib/site/seo/sitemap';

export const getServerSideProps: GetServerSideProps = (context) =>
  Promise.resolve(
    sendText(context, 'text/plain; charset=utf-8', buildRobotsTxt(siteConfig.siteOrigin)),
  );

/** The body is written by getServerSideProps; nothing renders. */
export default function Robots() {
  return null;
}
