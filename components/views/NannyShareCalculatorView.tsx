import CalculatorPageBody from '@/components/calculator/CalculatorPageBody';
import { CalculatorTextProvider } from '@/components/calculator/CalculatorTextContext';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import ShareExplainerIsland from '@/components/calculator/share/ShareExplainerIsland';
import { ShareTextProvider } from '@/components/calculator/share/ShareTextContext';
import PageShell from '@/components/layout/PageShell';
import type { NannyShareCalculatorPageProps } from '@/lib/calculator/share/sharePageProps';

/**
 * The nanny-share calculator page. The single calculator's flags govern it too
 * (docs/calculator.md#what-the-page-shows); the calculator starts from the share in the page URL,
 * in the words of the page's language (docs/calculator.md#languages).
 */
export default function NannyShareCalculatorView(props: NannyShareCalculatorPageProps) {
  const { site, flags, nonce, calculation, text } = props;
  const words = text.share.page;
  return (
    <PageShell {...props}>
      <CalculatorTextProvider text={text.calculator}>
        <ShareTextProvider text={text.share}>
          <CalculatorPageBody
            eyebrow={text.calculator.page.eyebrow}
            title={words.title}
            lead={words.lead}
            flags={flags}
            supportPhone={site.supportPhone}
            offer={{ title: words.offerTitle, text: words.offerText }}
            after={<ShareExplainerIsland />}
          >
            <NannyShareCalculator
              site={site}
              nonce={nonce}
              emailForm={!flags.hideEmailButton}
              initialCalculation={calculation}
            />
          </CalculatorPageBody>
        </ShareTextProvider>
      </CalculatorTextProvider>
    </PageShell>
  );
}
