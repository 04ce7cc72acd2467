import { COPIED_MESSAGE } from '@skiff/sdk/domain';
import { useStdout } from 'ink';
import { useNotice } from '../contexts/notice-context.js';
import { clipboardSequence } from '../services/clipboard.js';

/** Copies a text to the terminal's clipboard (OSC 52) and says so with the spec's 'Copied to clipboard'. */
export function useCopy(): (text: string) => void {
  const { write } = useStdout();
  const { showInfo } = useNotice();
  return (text) => {
    write(clipboardSequence(text));
    showInfo(COPIED_MESSAGE);
  };
}
