import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

/** Writes a plain-text or XML body from a page route and ends the response. */
export function sendText(
  context: Pick<GetServerSidePropsContext, 'res'>,
  contentType: string,
  body: string,
): GetServerSidePropsResult<Record<string, never>> {
  context.res.setHeader('Content-Type', contentType);
  context.res.setHeader('Cache-Control', 'public, max-age=3600');
  context.res.end(body);
  return { props: {} };
}
