/**
 * Opens a URL in the user's browser with the `open` package (a dependency of the CLI that bundles the TUI), as
 * `skiff apps phpmyadmin --open` does. Only on a terminal: under tests and pipes nothing is opened (the screen shows
 * the URL either way). Answers whether it tried.
 */
export async function openInBrowser(url: string): Promise<boolean> {
  if (!process.stdout.isTTY) return false;
  const { default: open } = await import('open');
  await open(url);
  return true;
}
