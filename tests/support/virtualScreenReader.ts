import { virtual } from '@guidepup/virtual-screen-reader';

/**
 * The virtual screen reader for the Jest journeys. It asks for `::before`/`::after` styles, which
 * jsdom does not implement (it logs "Not implemented"); the site puts no text in pseudo-elements,
 * so the journeys answer with the element's own style (no generated content).
 */
export async function startScreenReader(container: HTMLElement): Promise<typeof virtual> {
  const ownStyle = window.getComputedStyle.bind(window);
  jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element: Element) => ownStyle(element));
  await virtual.start({ container });
  return virtual;
}

/** Stops the screen reader and gives jsdom its own getComputedStyle back. */
export async function stopScreenReader(): Promise<void> {
  await virtual.stop();
  jest.restoreAllMocks();
}

/** Moves the reading cursor on until it speaks a phrase matching `pattern`; returns that phrase. */
export async function readUntil(pattern: RegExp, maxSteps = 200): Promise<string> {
  for (let step = 0; step < maxSteps; step += 1) {
    await virtual.next();
    const phrase = (await virtual.lastSpokenPhrase()) ?? '';
    if (pattern.test(phrase)) return phrase;
  }
  throw new Error(`the screen reader never said ${String(pattern)}`);
}
