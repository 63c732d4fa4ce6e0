import { inSpanish } from '@/components/layout/inSpanish';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { offerSheetPageProps } from '@/lib/calculator/offer/offerPageProps.server';

export const getServerSideProps = offerSheetPageProps('es');
export default inSpanish(NannyOfferSheetView);
