/**
 * The OSC 52 sequence that asks the terminal to put `text` on the system clipboard. It works over SSH and in
 * tmux (with `set-clipboard on`), where no clipboard program of this machine would reach the user's; terminals
 * that do not support it ignore it. Only our own text goes in it: server text never reaches a terminal raw.
 */
export function clipboardSequence(text: string): string {
  return `\u001b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`;
}
