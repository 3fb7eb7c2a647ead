import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Action } from "@shared/domain/permissions";
import type { CurrentUser } from "@shared/schema/users";
import { getQueryFn } from "@/lib/queryClient";
import { isAdminRole, isSuperAdminRole } from "@/lib/user";

export const AUTH_USER_URL = "/api/auth/user";

/** null means signed out (the server answered 401). */
export const authUserQuery = queryOptions<CurrentUser | null>({
  queryKey: [AUTH_USER_URL],
  queryFn: getQueryFn<CurrentUser | null>({ on401: "returnNull" }),
  retry: false,
});

export function useAuth() {
  const { data, isLoading, error } = useQuery(authUserQuery);
  const user = data ?? null;
  return {
    user,
    isLoading,
    error,
    isAuthenticated: !!user,
    isAdmin: isAdminRole(user?.role),
    isSuperAdmin: isSuperAdminRole(user?.role),
    /** The server's permission rule (shared/domain/permissions.ts) as it applies to this user now: hide what it would refuse. */
    can: (action: Action) => !!user?.permissions?.includes(action),
  };
}
