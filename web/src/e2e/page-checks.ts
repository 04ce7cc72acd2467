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

/**
 * Resolves when the page's next push websocket says `ready` (the server took the token and sends from now on). Call
 * it before what opens the socket (signing in, a reload), await it before making a message the page must get: a
 * message sent before the socket is ready never reaches that page.
 */
export function nextPushReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      }),
    );
  });
}

/**
 * Resolves when the push stand-in of the page's next document (the SDK's polling fallback, on an origin without
 * push) has its first answer: it takes stock then, and an activity made afterwards is news it passes on. Call it
 * before the navigation (a goto, a reload), await it before making the change the page must show. A poll answered
 * while the page was still at its old address is the old document's and does not count.
 */
export function nextFallbackPoll(page: Page): Promise<void> {
  const from = page.url();
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      // The fallback reads the newest activities, unfiltered, 25 a page (sdk/src/push/polling-fallback.ts); the
      // pages' own activity lists filter by workspace or application.
      const unfiltered = [...url.searchParams.keys()].sort().join() === 'pageIndex,pageSize';
      return (
        url.pathname.endsWith('/activities') &&
        unfiltered &&
        url.searchParams.get('pageSize') === '25' &&
        response.frame().url() !== from
      );
    })
    .then(() => undefined);
}
