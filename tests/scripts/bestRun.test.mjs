import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bestOfRuns, betterRun, MOBILE_RUNS } from '../../scripts/lib/bestRun.mjs';

const run = (score, tbt, error = null) => ({ score, tbt, cls: 0, lcp: 2000, error });

/** A Lighthouse stand-in that answers the given runs in order. */
function scripted(results) {
  let calls = 0;
  const next = async () => {
    const result = results[calls];
    calls += 1;
    if (!result) throw new Error('asked for more runs than scripted');
    return result;
  };
  return { next, calls: () => calls };
}

describe('betterRun', () => {
  it('keeps the higher score, then the lower blocking time', () => {
    assert.deepEqual(betterRun(run(90, 100), run(95, 300)), run(95, 300));
    assert.deepEqual(betterRun(run(95, 120), run(95, 80)), run(95, 80));
  });

  it('never prefers a failed run to a scored one', () => {
    assert.deepEqual(betterRun(run(0, 0, 'NO_NAVSTART'), run(40, 900)), run(40, 900));
    assert.deepEqual(betterRun(run(40, 900), run(0, 0, 'NO_NAVSTART')), run(40, 900));
  });
});

describe('bestOfRuns', () => {
  it('scores the mobile preset three times', () => {
    assert.equal(MOBILE_RUNS, 3);
  });

  it('reports the best of the scored runs, with every score', async () => {
    const lighthouse = scripted([run(93, 210), run(97, 120), run(96, 90)]);
    const best = await bestOfRuns(lighthouse.next, 3);
    assert.deepEqual(best, { ...run(97, 120), runs: [93, 97, 96] });
    assert.equal(lighthouse.calls(), 3);
  });

  it('runs a failed trace again instead of scoring it', async () => {
    const lighthouse = scripted([
      run(0, 0, 'NO_NAVSTART'),
      run(96, 100),
      run(98, 40),
      run(95, 150),
    ]);
    const best = await bestOfRuns(lighthouse.next, 3);
    assert.deepEqual(best, { ...run(98, 40), runs: [96, 98, 95] });
    assert.equal(lighthouse.calls(), 4);
  });

  it('gives up after as many failures as wanted runs, reporting the failure', async () => {
    const failed = run(0, 0, 'NO_NAVSTART');
    const lighthouse = scripted([failed, failed, failed]);
    const best = await bestOfRuns(lighthouse.next, 3);
    assert.equal(best.error, 'NO_NAVSTART');
    assert.deepEqual(best.runs, []);
    assert.equal(lighthouse.calls(), 3);
  });
});
