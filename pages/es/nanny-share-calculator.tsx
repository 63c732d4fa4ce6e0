import CalculatorUnavailableIsland from '@/components/calculator/CalculatorUnavailableIsland';
import ShareEmailIsland from '@/components/calculator/share/ShareEmailIsland';
import ShareExplainerIsland from '@/components/calculator/share/ShareExplainerIsland';
import ShareLocalityFieldsIsland from '@/components/calculator/share/ShareLocalityFieldsIsland';
import ShareResultsIsland from '@/components/calculator/share/ShareResultsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import NannyShareCalculatorView from '@/components/views/NannyShareCalculatorView';
import { sharePageProps } from '@/lib/calculator/share/sharePageProps.server';

export const getServerSideProps = withIslands(sharePageProps('es'), [
  ShareResultsIsland,
  ShareLocalityFieldsIsland,
  ShareEmailIsland,
  CalculatorUnavailableIsland,
  ShareExplainerIsland,
]);
export default inSpanish(NannyShareCalculatorView);
