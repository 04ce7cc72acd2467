import type { Page } from 'playwright-core';

/**
 * True when nothing makes the page wider than a 375 px screen (the narrow layout of issue 20); the viewport is put
 * back afterwards. Content that scrolls in its own box does not count (it does not widen the document).
 */
export async function fitsNarrowScreen(page: Page): Promise<boolean> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (size) await page.setViewportSize(size);
  return width <= 375;
}
