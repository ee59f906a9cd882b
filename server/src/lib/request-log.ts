import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines at debug instead of info: at the default level `npm start` shows a
 * newcomer its start banner, not a JSON line per request. A request that fails still logs at
 * error, and `LOG_LEVEL=debug` brings the access log back.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
