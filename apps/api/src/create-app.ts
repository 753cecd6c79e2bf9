import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import compression from 'compression';
import { json } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ContentNotModifiedShortcut } from './modules/content';
import { APP_CONFIG, type AppConfig } from './platform/config/app-config';
import { answerClientErrorsAsJson } from './platform/http/client-error';
import {
  JSON_BODY_LIMIT,
  LARGE_JSON_ROUTES,
  largeBodyNeedsSession,
  verifyJsonBody,
} from './platform/http/json-body';
import { setUpOpenApi } from './platform/http/openapi';
import { createValidationPipe } from './platform/http/validation.pipe';
import { answerBeforeFramework } from './platform/web/early-answers';
import { remoteOrigins } from './platform/web/remotes-manifest';
import { securityHeaders } from './platform/web/security-headers';
import { serveWeb } from './platform/web/serve-web';
import { answerFromMemory } from './platform/web/static-assets';

/** The whole HTTP application, configured but not listening. */
export async function createApp(): Promise<NestExpressApplication> {
  return configureApp(await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true }));
}

/**
 * Everything around the modules: headers, compression, body parsing, validation, OpenAPI, the
 * web build, and the answers given in front of the framework (a current content bundle's 304,
 * and the web build's files held in memory). main.ts and the tests (which build the modules with providers swapped) share it.
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const security = securityHeaders(remoteOrigins(config), config.publicUrl);
  app.use(security.middleware);
  app.use(compression());
  for (const [path, limit] of Object.entries(LARGE_JSON_ROUTES))
    app.use(path, largeBodyNeedsSession, json({ limit, verify: verifyJsonBody }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, verify: verifyJsonBody });
  app.useGlobalPipes(createValidationPipe());
  // The chat socket (/ws) shares the API's HTTP server and port.
  app.useWebSocketAdapter(new WsAdapter(app));

  setUpOpenApi(app);

  const assets = answerFromMemory(serveWeb(app.getHttpAdapter().getInstance(), config), security.fixed);

  answerClientErrorsAsJson(app.getHttpServer());
  const contentNotModified = app.get(ContentNotModifiedShortcut);
  answerBeforeFramework(
    app.getHttpServer(),
    (req, res) => contentNotModified.answer(req, res, security.fixed) || assets(req, res),
  );
  return app;
}
