import PrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withPageText(
  pagePropsLoader('privacyChoices'),
  PRIVACY_CHOICES_TEXT.en,
);
export default PrivacyChoicesView;
