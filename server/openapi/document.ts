import { z } from "zod";
import { OPERATIONS, type OperationInfo } from "./operations";

type Json = Record<string, unknown>;

const METHODS_WITH_BODY = new Set(["post", "put", "patch"]);

/** Express's "/api/licenses/:id/download" → OpenAPI's "/api/licenses/{id}/download", with the parameter names. */
export function openApiPath(expressPath: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = expressPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/** A shared zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses), as the route reads its input. */
function jsonSchema(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Json;
  delete out.$schema;
  return out;
}

function tagOf(path: string): string {
  const segment = path.split("/")[2] ?? "api";
  return segment.replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

const ERROR = { $ref: "#/components/responses/Error" };

function operation(method: string, path: string, params: string[], info: OperationInfo, components: Json): Json {
  const op: Json = {
    operationId: `${method}${path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: info.summary ?? `${method.toUpperCase()} ${path}`,
    tags: [tagOf(path)],
  };
  const parameters: Json[] = params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  if (info.query) {
    const shape = jsonSchema(info.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      parameters.push({ name, in: "query", required: shape.required?.includes(name) ?? false, schema });
    }
  }
  if (parameters.length) op.parameters = parameters;
  const schemas = components.schemas as Json;
  if (info.body) {
    schemas[info.body.name] ??= jsonSchema(info.body.schema);
    op.requestBody = { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${info.body.name}` } } } };
  } else if (METHODS_WITH_BODY.has(method) && !info.public) {
    op.requestBody = { required: false, content: { "application/json": { schema: { type: "object" } }, "multipart/form-data": { schema: { type: "object" } } } };
  }
  let ok: Json = { description: "Success" };
  if (info.response) {
    schemas[info.response.name] ??= jsonSchema(info.response.schema);
    ok = { description: "Success", content: { "application/json": { schema: { $ref: `#/components/schemas/${info.response.name}` } } } };
  } else if (info.produces) ok = { description: "Success", content: { [info.produces]: { schema: { type: "string" } } } };
  op.responses = info.public
    ? { "200": ok, default: ERROR }
    : { "200": ok, "400": ERROR, "401": ERROR, "403": ERROR, "404": ERROR, "429": ERROR, default: ERROR };
  if (info.public) op.security = [];
  return op;
}

/**
 * The OpenAPI 3.1 document of every route the app registers (`routes`, from the app's own route listing), with
 * request bodies and query parameters generated from the shared zod schemas the routes validate with.
 */
export function buildOpenApiDocument(routes: string[], version: string): Json {
  const components: Json = {
    schemas: {
      Error: {
        type: "object",
        required: ["message"],
        properties: {
          message: { type: "string" },
          errors: { type: "array", items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } } },
        },
      },
    },
    responses: { Error: { description: "An error: { message, errors? } (errors lists every field problem of a 400)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } } },
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", description: "A personal access token from Profile → API tokens (sous_pat_…)" },
      cookieAuth: { type: "apiKey", in: "cookie", name: "sous.sid", description: "The app's session cookie" },
    },
  };
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const space = route.indexOf(" ");
    const method = route.slice(0, space).toLowerCase();
    const { path, params } = openApiPath(route.slice(space + 1));
    const info = OPERATIONS[`${method.toUpperCase()} ${path}`] ?? {};
    (paths[path] ??= {})[method] = operation(method, path, params, info, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Sous API",
      version,
      description:
        "The routes the Sous app uses. Send `Authorization: Bearer <token>` with a personal access token (Profile → API tokens): " +
        "a read token may use GET only; every request runs as the token's user in the token's organization, under the same permissions and " +
        "location access as in the app. Errors are `{ message, errors? }`.",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
    components,
  };
}
