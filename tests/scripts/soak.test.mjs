import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoryGrowth } from '../../scripts/lib/soak.mjs';

const minutes = (values) => values.map((value) => ({ rss: value, heap: value / 4 }));

describe('memoryGrowth', () => {
  it('reads a run that filled its caches and stayed as levelled off', () => {
    const growth = memoryGrowth(minutes([300, 420, 460, 470, 471, 472, 471, 472, 473]));
    assert.equal(growth?.minutes, 3);
    assert.ok(growth && growth.rss < 0.05 && growth.heap < 0.05);
  });

  it('reads swings below an earlier high as levelled off', () => {
    const growth = memoryGrowth(minutes([678, 684, 702, 643, 664, 701, 582, 612, 639, 702]));
    assert.ok(growth && growth.rss <= 0);
  });

  it('reads a steady climb as still growing', () => {
    const growth = memoryGrowth(minutes([300, 350, 400, 450, 500, 550, 600, 650, 700]));
    assert.ok(growth && growth.rss > 0.05);
    assert.equal(growth.rss, (700 - 550) / 550);
  });

  it('needs two minutes, and compares at least the last one', () => {
    assert.equal(memoryGrowth(minutes([300])), undefined);
    assert.deepEqual(memoryGrowth(minutes([300, 330])), { minutes: 1, rss: 0.1, heap: 0.1 });
  });
});
