import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { PageData, PageQuery } from "@shared/domain/page-data";

type RenderSignedInScreen = (path: string, search: string, queries: PageQuery[], selectedLocationId: string | null) => Promise<string | null>;

/**
 * The server's rendering of signed-in screens, from the client build's `.ssr/entry-server.js`
 * (scripts/build-client.ts), loaded once: its chunks import the entry by its plain address, so loading it again
 * under another address would bring a second React (a rebuild needs a restart, as the API code does). Without it, or
 * when a render fails, the page goes without markup and the browser renders it, as before: never an error page.
 */
export function serverRenderer(clientDir: string, logger: Logger) {
  const file = path.join(clientDir, ".ssr/entry-server.js");
  let loading: Promise<RenderSignedInScreen | null> | null = null;

  const load = () =>
    (loading ??= fs.promises.access(file).then(
      async () => ((await import(pathToFileURL(file).href)) as { renderSignedInScreen: RenderSignedInScreen }).renderSignedInScreen,
      () => null,
    ));

  // Loaded at start-up, so the first page is not the one that waits for it.
  void load();

  return async (pagePath: string, search: string, data: PageData): Promise<string | null> => {
    try {
      const render = await load();
      return render ? await render(pagePath, search, data.queries, data.selectedLocationId) : null;
    } catch (err) {
      logger.warn({ err, path: pagePath }, "server rendering failed; the browser renders the page");
      return null;
    }
  };
}
