import type { GetServerSideProps } from 'next';
import { siteConfig } from '@/lib/platform/config/env.server';
import { sendText } from '@/lib/site/seo/sendText.server';
import { buildSitemapXml } from '@/lib/site/seo/sitemap';

export const getServerSideProps: GetServerSideProps = (context) =>
  Promise.resolve(
    sendText(context, 'application/xml; charset=utf-8', buildSitemapXml(siteConfig.siteOrigin)),
  );

/** The body is written by getServerSideProps; nothing renders. */
export default function Sitemap() {
  return null;
}
