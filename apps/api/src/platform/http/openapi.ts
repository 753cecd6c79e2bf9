import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBodyDto } from './common.dto';

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBodyDto' };

/**
 * Every refusal answers the same error body, so the document says so once for all operations:
 * each declared 4xx/5xx gets the ErrorBody schema, and '4XX' stands for any other refusal.
 */
function withErrorBodies(document: OpenAPIObject): OpenAPIObject {
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(
      methods as Record<string, { responses?: Record<string, object> }>,
    )) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const declared = response as { content?: unknown };
        if (/^[45]/.test(status) && !declared.content) {
          operation.responses[status] = {
            ...response,
            content: { 'application/json': { schema: ERROR_BODY } },
          };
        }
      }
      operation.responses['4XX'] ??= {
        description: 'Refused, with a Spanish message',
        content: { 'application/json': { schema: ERROR_BODY } },
      };
    }
  }
  return document;
}

/**
 * OpenAPI at /api/docs (JSON at /api/docs-json), generated from the controllers and DTOs on the
 * first request for it rather than while the server starts.
 */
export function setUpOpenApi(app: INestApplication): void {
  let document: OpenAPIObject | null = null;
  const build = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Inhala API')
        .setDescription('Every call of the Inhala app. Errors answer { statusCode, errorCode, message }.')
        .setVersion('1.0')
        .addApiKey({ type: 'apiKey', in: 'header', name: 'x-session-id' }, 'session')
        .build(),
      { extraModels: [ErrorBodyDto] },
    );
  SwaggerModule.setup('api/docs', app, () => (document ??= withErrorBodies(build())), {
    jsonDocumentUrl: 'api/docs-json',
  });
}
