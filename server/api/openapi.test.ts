import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { routeKey } from '#shared/contracts/routes/contract.ts';
import { routeContracts } from '#shared/contracts/routes/index.ts';
import { openApiDocument, openApiPath } from './openapi.ts';
import { apiRoutes } from './routes.ts';

const document = openApiDocument(apiRoutes, '0.1.0');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // the parser dereferences in place: it gets a copy
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every route of the table under its method, with its summary and audience', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(apiRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
    for (const route of apiRoutes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.summary, routeKey(route)).toBe(route.summary);
      expect(operation?.['x-access'], routeKey(route)).toBe(route.access);
    }
  });

  it('describes the envelope of every JSON answer, failures included', () => {
    expect(document.components.schemas.Envelope).toMatchObject({
      required: ['success', 'data', 'message'],
    });
    for (const route of apiRoutes.filter((r) => !r.raw)) {
      const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      const responses = operation.responses as Record<string, { content?: Record<string, unknown> }>;
      expect(JSON.stringify(responses['200']), routeKey(route)).toContain('#/components/schemas/Envelope');
      expect(responses['4XX'], routeKey(route)).toEqual({ $ref: '#/components/responses/Failure' });
    }
  });

  it('shows for every route an example answer that its response schema accepts', () => {
    for (const route of apiRoutes) {
      const result = route.response.safeParse(route.example);
      expect(result.error?.issues ?? [], routeKey(route)).toEqual([]);
    }
  });
});

describe('the route table', () => {
  it('binds one handler to every contract of shared/contracts/routes, and nothing else', () => {
    const bound = apiRoutes.map(routeKey);
    expect(new Set(bound).size, 'a route is bound twice').toBe(bound.length);
    expect([...bound].sort()).toEqual(routeContracts.map(routeKey).sort());
  });
});
