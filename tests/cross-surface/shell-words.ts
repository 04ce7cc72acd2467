/**
 * Test only: the words a POSIX shell makes of a command line the TUI shows: bare words, single-quoted text (with
 * `'\''` for a quote inside), double-quoted text (kept as written: the TUI only puts variables like "$NEW" there).
 * For a pipeline (`printf ... | skiff ...`) the words of the last command are returned.
 */
export function lastCommandWords(line: string): string[] {
  const commands: string[][] = [[]];
  let word: string | undefined;
  let i = 0;
  const current = () => commands[commands.length - 1]!;
  while (i < line.length) {
    const char = line[i]!;
    if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' in ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      const end = line.indexOf('"', i + 1);
      if (end < 0) throw new Error(`unclosed " in ${line}`);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end + 1;
    } else if (char === '\\') {
      word = (word ?? '') + (line[i + 1] ?? '');
      i += 2;
    } else if (/\s/.test(char) || char === '|') {
      if (word !== undefined) current().push(word);
      word = undefined;
      if (char === '|') commands.push([]);
      i += 1;
    } else {
      word = (word ?? '') + char;
      i += 1;
    }
  }
  if (word !== undefined) current().push(word);
  return current();
}
