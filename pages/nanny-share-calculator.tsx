import NannyShareCalculatorView from '@/components/pages/NannyShareCalculatorView';
import { getSharePageProps } from '@/lib/calculator/share/sharePageProps.server';

export const getServerSideProps = getSharePageProps;
export default NannyShareCalculatorView;
