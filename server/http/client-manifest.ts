/** The part of Vite's build manifest (build.manifest: true → <outDir>/.vite/manifest.json) this server reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

const SIGNED_IN_APP = "src/app/signed-in-app.tsx";

/** The screen module of a signed-in path, by the client's convention: "/" is the dashboard, "/x" is features/x. */
export function pageModuleKey(path: string): string {
  const feature = path === "/" ? "dashboard" : path.slice(1);
  return `src/features/${feature}/page.tsx`;
}

/**
 * The script files a signed-in screen runs besides the entry: the signed-in shell, the screen, and everything they
 * import statically. Sent as modulepreload links, they download alongside the entry script instead of after it.
 * An unknown path (no such screen) gets nothing.
 */
export function signedInScreenScripts(manifest: ClientManifest, path: string): string[] {
  const page = pageModuleKey(path);
  if (!/^\/[a-z-]*$/.test(path) || !manifest[page] || !manifest[SIGNED_IN_APP]) return [];
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, loadedByEntry);
  const needed = new Set<string>();
  collect(manifest, SIGNED_IN_APP, needed);
  collect(manifest, page, needed);
  return [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!.file);
}

function collect(manifest: ClientManifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}
