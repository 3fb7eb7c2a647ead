import helmet from "helmet";
import type { Config } from "../config";

/**
 * helmet with the app's policy. The Content-Security-Policy is the same in every mode, except while Vite's dev
 * middleware serves the client: its dev client injects inline scripts. A built client (`npm start`, whatever
 * NODE_ENV says) always gets the policy.
 */
export function securityHeaders(config: Config, client: { viteDev: boolean }) {
  return helmet({
    contentSecurityPolicy: client.viteDev
      ? false
      : {
          directives: {
            "img-src": ["'self'", "data:", "blob:", "https:"],
            "frame-src": ["'self'"],
            "object-src": ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === "production",
    // no-referrer would make Chromium send `Origin: null` on our own sign-in form posts.
    referrerPolicy: { policy: "same-origin" },
  });
}
