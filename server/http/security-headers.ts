import helmet from "helmet";
import type { Config } from "../config";

/**
 * helmet with the app's policy. The Content-Security-Policy is the same in every mode, except while Vite's dev
 * middleware serves the client: its dev client injects inline scripts. A built client (`npm start`, whatever
 * NODE_ENV says) always gets the policy.
 *
 * What depends on the transport follows production, which is served over HTTPS (secure cookies): HSTS and
 * `upgrade-insecure-requests`. Outside production the app may be opened over plain HTTP on a LAN address, where
 * upgrading the page's own scripts to https:// would leave a blank page.
 */
export function securityHeaders(config: Config, client: { viteDev: boolean; documentOrigin?: string | undefined }) {
  const https = config.env === "production";
  // With pre-signed downloads a document shown in the page (an <img>, a framed PDF) is redirected to the store.
  const documents = client.documentOrigin ? [client.documentOrigin] : [];
  return helmet({
    contentSecurityPolicy: client.viteDev
      ? false
      : {
          directives: {
            "img-src": ["'self'", "data:", "blob:", "https:", ...documents],
            "frame-src": ["'self'", ...documents],
            "object-src": ["'self'", ...documents],
            "upgrade-insecure-requests": https ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
    // no-referrer would make Chromium send `Origin: null` on our own sign-in form posts.
    referrerPolicy: { policy: "same-origin" },
  });
}
