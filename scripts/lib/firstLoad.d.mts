export const FIRST_LOAD_BUDGET_KB: number;
export function scriptSources(html: string): string[];
export function firstLoadKb(url: string): Promise<number>;
