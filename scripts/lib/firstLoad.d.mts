export const FIRST_LOAD_BUDGET_KB: number;
export function scriptSources(html: string): string[];
export function fetchFirstLoad(
  url: string,
): Promise<{ html: string; scripts: { src: string; body: Buffer }[] }>;
export function firstLoadKb(url: string): Promise<number>;
