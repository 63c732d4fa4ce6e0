/** "Family A", "Family B", "Family C": a family's label when none is given. */
export function defaultFamilyLabel(index: number): string {
  return `Family ${String.fromCharCode(65 + index)}`;
}
