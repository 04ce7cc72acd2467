/** Lines received against the lines the server holds: how many were lost, duplicated, and whether the order held. */
export function compareLines(truth: string[], received: string[]) {
  const counts = new Map<string, number>();
  for (const line of truth) counts.set(line, (counts.get(line) ?? 0) + 1);
  for (const line of received) counts.set(line, (counts.get(line) ?? 0) - 1);
  let lost = 0;
  let duplicated = 0;
  for (const n of counts.values()) {
    if (n > 0) lost += n;
    else duplicated -= n;
  }
  const firstDifference = truth.findIndex((line, i) => received[i] !== line);
  const inOrder = lost === 0 && duplicated === 0 && firstDifference === -1;
  return { lost, duplicated, inOrder, firstDifference };
}
