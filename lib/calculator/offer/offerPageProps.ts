import { type BasePageProps } from '@/lib/site/pageProps';
import { type OfferSheetModel } from './offerSheet';
import { type OfferPageText } from './text/offerText';

/** The offer sheet page's props: the shared ones plus the sheet, written on the server. */
export interface NannyOfferSheetPageProps extends BasePageProps {
  /** Null when the link names no offer: the page asks for the figures instead. */
  offer: OfferSheetModel | null;
  /** The page's words in its language. */
  text: OfferPageText;
}
