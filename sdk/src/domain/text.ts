const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Strips terminal control sequences (CSI, OSC including OSC 8 links and OSC 52 clipboard writes, DCS, and other
 * C0/C1 controls except tab and newline) and the bidi embedding, override and isolate characters (U+202A-U+202E,
 * U+2066-U+2069, which make a terminal show a line reordered) from text a server sent, so that printing it is inert.
 */
export function stripControlSequences(text: string): string {
  // Every sequence below starts with one of these characters: most lines have none, and one scan tells.
  if (!CONTROL_CHARACTER.test(text)) return text;
  return text
    .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g, '') // OSC ... BEL or ST
    .replace(/\u001b[P^_X][^\u001b]*(?:\u001b\\)?/g, '') // DCS, PM, APC, SOS ... ST
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '') // CSI
    .replace(/\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c|\u001b\\)?/g, '') // 8-bit OSC ... BEL or ST
    .replace(/[\u0090\u0098\u009e\u009f][^\u001b\u009c]*(?:\u009c|\u001b\\)?/g, '') // 8-bit DCS, SOS, PM, APC
    .replace(/\u009b[0-?]*[ -/]*[@-~]/g, '') // 8-bit CSI
    .replace(/\u001b[@-Z\\-_]?/g, '') // other escapes
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '') // remaining C0/C1 controls (keeps \t and \n)
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, ''); // bidi embeddings, overrides and isolates
}
