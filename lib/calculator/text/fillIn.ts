/** A catalog message with its values: `fillIn('{amount} a year', { amount: '$5.00' })`. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replaceAll(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
