import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { logAnsweredRequest } from '../logging/logging.module';

/** Answers a request and returns true, or returns false to leave it to the framework. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts `answer` in front of the framework on `server`: what it answers never reaches Express or
 * Nest (it is still logged like any API call); everything else goes on as before. Only for
 * answers that need nothing of the pipeline (no body, session, validation or compression).
 */
export function answerBeforeFramework(server: Server, answer: EarlyAnswer): void {
  const framework = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    if (answer(req, res)) {
      logAnsweredRequest(req, res, started);
      return;
    }
    for (const listener of framework) listener(req, res);
  });
}
