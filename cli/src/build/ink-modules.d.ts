/** Modules of Ink's own dependency tree, resolved from Ink's folder by the CLI build (tsup.config.ts). */
declare module 'skiff:ink-string-width' {
  export default function stringWidth(
    text: string,
    options?: { ambiguousIsNarrow?: boolean; countAnsiEscapeCodes?: boolean },
  ): number;
}

declare module 'skiff:ink-strip-ansi' {
  export default function stripAnsi(text: string): string;
}
