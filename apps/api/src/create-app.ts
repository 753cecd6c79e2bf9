import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { APP_CONFIG, type AppConfig } from './platform/config/app-config';
import { verifyJsonBody } from './platform/http/json-body';
import { setUpOpenApi } from './platform/http/openapi';
import { createValidationPipe } from './platform/http/validation.pipe';
import { remoteOrigins } from './platform/web/remotes-manifest';
import { serveWeb } from './platform/web/serve-web';

/** The whole HTTP application, configured but not listening. */
export async function createApp(): Promise<NestExpressApplication> {
  return configureApp(await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true }));
}

/**
 * Everything around the modules: headers, compression, body parsing, validation, OpenAPI and
 * the web build. main.ts and the tests (which build the modules with providers swapped) share it.
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const remotes = remoteOrigins(config);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Federated remotes load as scripts from /remotes/* or a configured origin.
          scriptSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", 'ws:', 'wss:', ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.useBodyParser('json', { limit: '200kb', verify: verifyJsonBody });
  app.useGlobalPipes(createValidationPipe());
  // The chat socket (/ws) shares the API's HTTP server and port.
  app.useWebSocketAdapter(new WsAdapter(app));

  setUpOpenApi(app);

  serveWeb(app.getHttpAdapter().getInstance(), config);
  return app;
}
