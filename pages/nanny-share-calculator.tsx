import ShareEmailIsland from '@/components/calculator/share/ShareEmailIsland';
import ShareLocalityFieldsIsland from '@/components/calculator/share/ShareLocalityFieldsIsland';
import ShareResultsIsland from '@/components/calculator/share/ShareResultsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import NannyShareCalculatorView from '@/components/views/NannyShareCalculatorView';
import { getSharePageProps } from '@/lib/calculator/share/sharePageProps.server';

export const getServerSideProps = withIslands(getSharePageProps, [
  ShareResultsIsland,
  ShareLocalityFieldsIsland,
  ShareEmailIsland,
]);
export default NannyShareCalculatorView;
