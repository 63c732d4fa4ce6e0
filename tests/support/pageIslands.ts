import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import CalculatorUnavailableIsland from '@/components/calculator/CalculatorUnavailableIsland';
import EmailResultsIsland from '@/components/calculator/EmailResultsIsland';
import ResultsPanelIsland from '@/components/calculator/ResultsPanelIsland';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import * as sectionIslands from '@/components/views/sections/sections';

/**
 * As the pages' getServerSideProps do (withIslands): the code of the deferred islands is there
 * before rendering, so a test renders them at once instead of after an import.
 */
export function preloadPageIslands(): Promise<void[]> {
  return Promise.all(
    [
      ResultsPanelIsland,
      EmailResultsIsland,
      CalculatorExplainerIsland,
      CalculatorUnavailableIsland,
      FamilyFaqIsland,
      ReviewsIsland,
      ...Object.values(sectionIslands),
    ].map((island) => island.preload()),
  );
}
