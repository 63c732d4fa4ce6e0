import { muiScoped } from '@/components/hydration/MuiScope';
import NannyOfferSheetView from '@/components/views/NannyOfferSheetView';
import { getOfferSheetPageProps } from '@/lib/calculator/offer/offerPageProps.server';

export const getServerSideProps = getOfferSheetPageProps;
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(NannyOfferSheetView);
