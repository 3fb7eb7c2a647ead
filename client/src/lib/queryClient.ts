import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError, throwIfNotOk } from "./api";

export type UnauthorizedBehavior = "returnNull" | "throw";

/** GETs the first key segment (a URL string) and parses the JSON answer. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== "string") throw new Error("The default query function needs a URL as first key segment");
    const res = await fetch(url, { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

export { ApiError };
