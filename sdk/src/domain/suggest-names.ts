/** Up to three names closest to `wanted` (edit distance, or containing it). */
export function suggestNames(wanted: string, names: string[]): string[] {
  const lower = wanted.toLowerCase();
  return names
    .map((name) => ({ name, distance: editDistance(lower, name.toLowerCase()) }))
    .filter(
      ({ name, distance }) =>
        distance <= Math.max(2, Math.floor(wanted.length / 3)) || name.toLowerCase().includes(lower),
    )
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ name }) => name);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
