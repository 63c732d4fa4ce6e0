import { inSpanish } from '@/components/layout/inSpanish';
import PrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withPageText(
  pagePropsLoader('privacyChoices', 'es'),
  PRIVACY_CHOICES_TEXT.es,
);
export default inSpanish(PrivacyChoicesView);
