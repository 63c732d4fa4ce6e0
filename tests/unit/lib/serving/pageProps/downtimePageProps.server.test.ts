/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import {
  DOWNTIME_RETRY_AFTER_SECONDS,
  downtimePageProps,
  getDowntimePageProps,
} from '@/lib/serving/pageProps/downtimePageProps.server';
import { DOWNTIME_TEXT } from '@/lib/site/content/downtimeContent';

/** A request context whose response records its status and headers. */
function contextWithHeaders() {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  };
  const context = {
    req: { cookies: {}, headers: {} },
    res,
    query: {},
  } as unknown as GetServerSidePropsContext;
  return { context, res, headers };
}

describe('getDowntimePageProps', () => {
  it('answers 503 with Retry-After and noindex, and still renders the page with its props', async () => {
    const headers = new Map<string, unknown>();
    const res = {
      statusCode: 200,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    };
    const context = {
      req: { cookies: {}, headers: {} },
      res,
      query: {},
    } as unknown as GetServerSidePropsContext;

    const result = await getDowntimePageProps(context);

    expect(res.statusCode).toBe(503);
    expect(headers.get('retry-after')).toBe(String(DOWNTIME_RETRY_AFTER_SECONDS));
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(result).toEqual({ props: expect.objectContaining({ pageKey: 'downtime' }) as unknown });
  });

  it('answers the Spanish twin with the same 503, in Spanish, with its Spanish words', async () => {
    const { context, res, headers } = contextWithHeaders();

    const result = await downtimePageProps('es')(context);

    expect(res.statusCode).toBe(503);
    expect(headers.get('retry-after')).toBe(String(DOWNTIME_RETRY_AFTER_SECONDS));
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(result).toEqual({
      props: expect.objectContaining({
        pageKey: 'downtime',
        locale: 'es',
        text: DOWNTIME_TEXT.es,
      }) as unknown,
    });
  });
});
