import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '../../site/pageProps';

type Loader<Props> = (
  context: GetServerSidePropsContext,
) => Promise<GetServerSidePropsResult<Props>>;

/**
 * A page loader that also hands the view its words in the page's language
 * (docs/site.md#messages): the words travel as page data, so a page ships only its own language
 * and no catalog code.
 */
export function withPageText<Props extends BasePageProps, Text>(
  load: Loader<Props>,
  text: Text,
): Loader<Props & { text: Text }> {
  return async (context) => {
    const result = await load(context);
    if (!('props' in result)) return result;
    const props = await result.props;
    return { props: { ...props, text } };
  };
}
