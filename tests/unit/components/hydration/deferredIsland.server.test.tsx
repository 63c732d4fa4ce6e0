/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { deferredIsland } from '@/components/hydration/deferredIsland';
import { createDemand } from '@/lib/site/hydration/demand';

function Panel({ total }: { total: string }) {
  return <section data-panel="">Total {total}</section>;
}

describe('deferredIsland on the server', () => {
  it('renders the component in place once preloaded, in its wrapper, without scripts', async () => {
    const Island = deferredIsland(() => Promise.resolve({ default: Panel }), createDemand(), {
      name: 'results',
    });
    await Island.preload();
    expect(renderToString(<Island total="$4,263.00" />)).toBe(
      '<div data-island="results"><section data-panel="">Total <!-- -->$4,263.00</section></div>',
    );
  });
});
