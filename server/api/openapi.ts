// The OpenAPI 3.1 document of the route table (GET /api/openapi.json), generated from the route
// contracts with zod's own JSON Schema conversion (draft 2020-12, the dialect of OpenAPI 3.1):
// requests as the API reads them (io: input), answers as it writes them (io: output).
import { z } from 'zod';
import type { AnyRouteContract } from '#shared/contracts/routes/contract.ts';

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Json;
  servers: Json[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> } & Json;
}

const FIELD_ERROR = {
  type: 'object',
  properties: { path: { type: 'string' }, message: { type: 'string' } },
  required: ['path', 'message'],
};

const COMPONENTS = {
  Envelope: {
    type: 'object',
    description: 'Every JSON answer (SPEC §7): `success` false is a failure, `message` is for people.',
    properties: { success: { type: 'boolean' }, data: {}, message: { type: 'string' } },
    required: ['success', 'data', 'message'],
  },
  FieldError: FIELD_ERROR,
  Failure: {
    allOf: [
      { $ref: '#/components/schemas/Envelope' },
      {
        type: 'object',
        properties: {
          success: { const: false },
          data: {
            description: 'The fields that are not valid (400), otherwise null.',
            anyOf: [{ type: 'null' }, { type: 'array', items: { $ref: '#/components/schemas/FieldError' } }],
          },
        },
      },
    ],
  },
};

/** `/element/:route/:id` → `/element/{route}/{id}`; `/page/*slug` → `/page/{slug}`. */
export const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');

const operationId = (route: AnyRouteContract) =>
  `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** One schema as JSON Schema; the definitions it needs (recursive ones) become components named
 * after `name`, and its references point at them. */
function jsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  defs: Record<string, Json>,
): Json {
  const {
    $schema: _,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json & { $defs?: Record<string, Json> };
  const refs = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(refs);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, refs(inner)];
        if (inner === '#') return [key, `#/components/schemas/${name}`];
        return [key, inner.replace(/^#\/\$defs\//, `#/components/schemas/${name}_`)];
      }),
    );
  };
  for (const [id, def] of Object.entries($defs ?? {})) defs[`${name}_${id}`] = refs(def) as Json;
  const converted = refs(root) as Json;
  if (JSON.stringify(root).includes('"$ref":"#"')) {
    defs[name] = converted;
    return { $ref: `#/components/schemas/${name}` };
  }
  return converted;
}

function parameters(route: AnyRouteContract, name: string, defs: Record<string, Json>): Json[] {
  const list: Json[] = [];
  if (route.params) {
    const schema = jsonSchema(route.params, 'input', `${name}_params`, defs);
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    for (const [param, value] of Object.entries(properties)) {
      const wildcard = route.path.includes(`*${param}`);
      list.push({
        name: param,
        in: 'path',
        required: true,
        ...(wildcard
          ? { description: 'The whole path, slashes included.', schema: { type: 'string' } }
          : { schema: value }),
      });
    }
  }
  if (route.query) {
    const schema = jsonSchema(route.query, 'input', `${name}_query`, defs);
    if (schema.properties) {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [param, value] of Object.entries(schema.properties as Record<string, Json>))
        list.push({ name: param, in: 'query', required: required.has(param), schema: value });
    } else {
      // a free-form list query (SPEC §7): nbItem, page, orderBy and filters such as title=lk:école
      list.push({ name: 'filters', in: 'query', style: 'form', explode: true, schema });
    }
  }
  list.push({ $ref: '#/components/parameters/UserLang' });
  return list;
}

function requestBody(route: AnyRouteContract, name: string, defs: Record<string, Json>): Json | null {
  if (route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            description: 'Field values (objects as JSON strings) and files, checked on their bytes.',
            additionalProperties: {
              anyOf: [{ type: 'string' }, { type: 'string', contentMediaType: 'application/octet-stream' }],
            },
          },
        },
      },
    };
  }
  if (route.signedBody) {
    return {
      required: true,
      description: `The provider's event as it sent it, signed in the \`${route.signedBody.header}\` header.`,
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  }
  if (!route.body) return null;
  return {
    required: !route.body.safeParse(undefined).success,
    content: { 'application/json': { schema: jsonSchema(route.body, 'input', `${name}_body`, defs) } },
  };
}

function success(route: AnyRouteContract, name: string, defs: Record<string, Json>): Json {
  const data = jsonSchema(route.response, 'output', `${name}_response`, defs);
  if (route.raw) {
    return { description: route.summary, content: { [route.raw]: { schema: data, example: route.example } } };
  }
  return {
    description: route.summary,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Envelope' },
            { type: 'object', properties: { success: { const: true }, data } },
          ],
        },
        example: { success: true, data: route.example, message: '' },
      },
    },
  };
}

export function openApiDocument(routes: readonly AnyRouteContract[], version: string): OpenApiDocument {
  const defs: Record<string, Json> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const name = operationId(route);
    const body = requestBody(route, name, defs);
    const operation: Json = {
      operationId: name,
      summary: route.summary,
      tags: [route.path.split('/')[1]],
      parameters: parameters(route, name, defs),
      ...(body ? { requestBody: body } : {}),
      responses: {
        '200': success(route, name, defs),
        '4XX': { $ref: '#/components/responses/Failure' },
        '5XX': { $ref: '#/components/responses/Failure' },
      },
      ...(route.access === 'public' ? {} : { security: [{ cookieToken: [] }, { bearerToken: [] }] }),
      'x-access': route.access,
      ...(route.siteWide ? { 'x-site-wide': true } : {}),
    };
    const key = openApiPath(route.path);
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parvis API',
      version,
      description:
        'The JSON API of every Parvis site. The Host header chooses the site; a session opened on one ' +
        'site is nobody on another. Answers are {success, data, message} envelopes.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { ...COMPONENTS, ...defs },
      responses: {
        Failure: {
          description: 'A failure: 400, 401, 403, 404, 409, 413, 429 or 500, with a message for people.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
      parameters: {
        UserLang: {
          name: 'userLang',
          in: 'header',
          required: false,
          description: 'The language of the answer (fr_FR, en_GB…); the site’s default otherwise.',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        cookieToken: { type: 'apiKey', in: 'cookie', name: 'token' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
