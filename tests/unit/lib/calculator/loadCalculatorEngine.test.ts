/** @jest-environment node */
import * as engine from '@/lib/calculator/calculatorEngine';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import {
  CalculatorEngineLoadError,
  createCalculatorEngineLoader,
} from '@/lib/calculator/engineLoader';
import { loadCalculatorEngine, type CalculatorEngine } from '@/lib/calculator/loadCalculatorEngine';

describe('createCalculatorEngineLoader', () => {
  it('imports the engine once, however often it is asked', async () => {
    const importEngine = jest.fn(() => Promise.resolve<CalculatorEngine>(engine));
    const loader = createCalculatorEngineLoader(importEngine);
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(importEngine).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(loader.loaded()).toBe(engine);
  });

  it('reports a failed load as a named error and tries again on the next call', async () => {
    const chunkError = new Error('Loading chunk failed');
    const importEngine = jest
      .fn<Promise<CalculatorEngine>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce(engine);
    const loader = createCalculatorEngineLoader(importEngine);

    const failure = await loader.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CalculatorEngineLoadError);
    expect(failure).toMatchObject({ name: 'CalculatorEngineLoadError', cause: chunkError });
    expect(loader.loaded()).toBeNull();

    await expect(loader.load()).resolves.toBe(engine);
    expect(importEngine).toHaveBeenCalledTimes(2);
    expect(loader.loaded()).toBe(engine);
  });
});

describe('loadCalculatorEngine', () => {
  it('loads the real engine module', async () => {
    const loaded = await loadCalculatorEngine('en');
    expect(typeof loaded.calculate).toBe('function');
    expect(loaded).toBe(await loadCalculatorEngine('en'));
  });

  it('loads the Spanish engine for a Spanish page, which answers in Spanish', async () => {
    const spanish = await loadCalculatorEngine('es');
    expect(spanish).not.toBe(await loadCalculatorEngine('en'));
    const input = engine.calculateOrDefault(DEFAULT_NANNY_TAX_INPUT).input;
    const english = engine.calculate(input).result;
    const answer = spanish.calculate(input).result;
    expect(answer.lineItems.map((line) => line.annual)).toEqual(
      english.lineItems.map((line) => line.annual),
    );
    expect(answer.lineItems.map((line) => line.label)).not.toEqual(
      english.lineItems.map((line) => line.label),
    );
  });
});
