/** Reads all of stdin as text (for --password-stdin); resolves '' when stdin is empty or closed. */
export async function readStdin(stream: NodeJS.ReadStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of what was piped in, without its line ending (`echo pw |` and `printf pw |` both work). */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}
