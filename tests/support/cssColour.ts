/** A `#rrggbb` colour as the browser (and jsdom) reports a computed colour; anything else as written. */
export function toRgb(colour: string): string {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(colour);
  if (!hex) return colour;
  return `rgb(${hex
    .slice(1)
    .map((part) => parseInt(part, 16))
    .join(', ')})`;
}
