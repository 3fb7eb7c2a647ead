/**
 * The server's rendering of a signed-in screen (issue 22): the page arrives with the screen's markup, painted before
 * any script runs; the browser then hydrates it (main.tsx). Built by `vite build --ssr` into the client's
 * folder (.ssr/entry-server.js) and loaded by server/http/server-render.ts. Each render has its own query cache,
 * filled with the answers the page carries, so no request's data can reach another's page.
 */
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import type { PageQuery } from "@shared/domain/page-data";
import App, { signedInApp } from "./App";
import { isSignedInPath, loadSignedInPage } from "./app/signed-in-pages";

/** The markup of #root for `path`, or null when it is no signed-in screen. */
export async function renderSignedInScreen(
  path: string,
  search: string,
  queries: PageQuery[],
  selectedLocationId: string | null = null,
): Promise<string | null> {
  if (!isSignedInPath(path)) return null;
  await Promise.all([signedInApp.preload(), loadSignedInPage(path)]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  for (const { key, data } of queries) queryClient.setQueryData(key, data);
  try {
    return renderToString(<App ssr={{ path, search, queryClient, selectedLocationId }} />);
  } finally {
    queryClient.clear();
  }
}
