import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { getOfferSheetPageProps } from '@/lib/calculator/offer/offerPageProps.server';

export const getServerSideProps = getOfferSheetPageProps;
export default NannyOfferSheetView;
