import * as React from "react";

type ComponentModule = { default: React.ComponentType };

/**
 * React.lazy whose code can be fetched ahead (`preload`): once it is here, React gets it synchronously (a thenable
 * that calls back at once). A promise, even a settled one, would suspend and show the fallback, and React would then
 * hold the screen back for its Suspense reveal throttle (300 ms). The server renders a screen after `preload`, and
 * the browser hydrates it after `preload`, so neither suspends.
 */
export function lazyPreloadable(load: () => Promise<ComponentModule>) {
  let loaded: ComponentModule | null = null;
  let pending: Promise<ComponentModule> | null = null;
  const preload = (): Promise<ComponentModule> => {
    pending ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  const Component = React.lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (value: ComponentModule) => void) => resolve(module) } as unknown as Promise<ComponentModule>;
  });
  return { Component, preload, isLoaded: () => loaded !== null };
}
