// Temporary (issue 9 helper): the shared config on another port, so parallel e2e runs do not collide.
import base from "./playwright.config";
const PORT = 5091;
export default {
  ...base,
  outputDir: "test-results/artifacts-admin",
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: { ...(base.webServer as object), url: `http://localhost:${PORT}/api/health`, env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT) } },
};
