import { HYDRATION_SHIELD_ID, PAGE_DATA_ID, type PageData } from "@shared/domain/page-data";

/**
 * JSON inside a <script> element: "<" is escaped so no value can close the element ("</script>") or open a comment,
 * and U+2028/U+2029 for old parsers. JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The template's entry script tag, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with the first screen's data and scripts: the data block after #root, and without the template's early
 * request for /api/auth/user (the page now carries that answer).
 * With `markup` (the server's rendering of the screen): the markup inside #root (data-ssr tells the browser to
 * hydrate it; a transparent shield over it takes taps until it is live, client/src/app/hydration.ts), and the scripts asked for only once it has
 * painted (by `starter`, the URL of client/public/start-after-paint.js under a name carrying its content hash: the
 * entry, the screen's chunks as modulepreload links), so that nothing but the stylesheet stands between the
 * response and the first paint.
 * Without markup, a signed-in screen's chunks come as modulepreload links beside the entry.
 * The template unchanged is what the service worker keeps; the client then asks for the data as before.
 * Every insertion goes through a replacer function: a replacement *string* would read `$&`, `` $` ``, `$'` and `$$`
 * in user text (a first name, a location name) as patterns and paste parts of the template into the page.
 */
export function renderIndexHtml(
  template: string,
  pageData: PageData,
  scripts: string[],
  rendered: { markup: string; starter: string } | null = null,
): string {
  const data = `<script id="${PAGE_DATA_ID}" type="application/json">${jsonForScript(pageData)}</script>`;
  const page = template.replace(/<link rel="preload" href="\/api\/auth\/user"[^>]*>/, "");
  if (rendered === null) {
    const preloads = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
    return page.replace("</head>", () => `${preloads}</head>`).replace('<div id="root"></div>', () => `<div id="root"></div>${data}`);
  }
  const preload = scripts.map((file) => `/${file}`).join(" ");
  return page
    .replace(ENTRY_SCRIPT, (_tag, entry: string) => `<script src="${rendered.starter}" data-entry="${entry}" data-preload="${preload}" defer></script>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-ssr="true">${rendered.markup}</div><div id="${HYDRATION_SHIELD_ID}"></div>${data}`);
}
