import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import App, { signedInApp } from "./App";
import { seedPageData } from "./app/page-data";
import { startServiceWorker } from "./app/service-worker";
import { loadSignedInPage } from "./app/signed-in-pages";
import { queryClient } from "./lib/queryClient";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A screen the server rendered (server/http/server-render.ts) is hydrated at once, so React listens from the start:
 * the shell and the screen sit in Suspense boundaries whose code (sent as modulepreload links) may still be on its
 * way; React keeps their markup, hydrates each when its code is here, in slices that let the page paint, and
 * replays a tap made on them meanwhile. Otherwise the app renders.
 * Hydration starts in a task of its own and runs as a transition (in slices): on a phone the scripts' evaluation is
 * a long task already, and the page stays free for taps and scrolling between the two.
 */
function start(container: HTMLElement) {
  if (container.dataset.ssr !== "true") {
    seedPageData(queryClient);
    createRoot(container).render(app);
    return;
  }
  void signedInApp.preload().catch(() => undefined);
  void loadSignedInPage(window.location.pathname).catch(() => undefined);
  setTimeout(() => {
    seedPageData(queryClient);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }, 0);
}

start(root);
startServiceWorker();
