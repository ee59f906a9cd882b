import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AskAiResponse, AskAiStreamEvent } from '@upsolve/contract';
import type { TurnListener } from './ask.ts';

/** Whether the client asked for the answer as a stream of events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * Aborts once the client is gone before its answer was sent (Stop in the browser aborts the
 * fetch, which closes the connection). The response's `close`, not the request's: the request
 * closes as soon as its body has been read.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** Hears nothing: the JSON answer is sent whole at the end. */
export const quietListener: TurnListener = { start: () => undefined, token: () => undefined };

/**
 * Answers with Server-Sent Events, one `data:` line of JSON per event (askAiStreamEventSchema):
 * `start` once the question is stored, `token` per piece, then exactly one `end`. Refusals before
 * the question is stored (400, 404) are ordinary JSON errors: the stream starts with `start`.
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  ask: (listener: TurnListener, clientGone: AbortSignal) => Promise<AskAiResponse>,
): Promise<void> {
  const raw = reply.raw;
  const send = (event: AskAiStreamEvent) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  let started = false;
  const listener: TurnListener = {
    start(conversation, question) {
      started = true;
      reply.hijack();
      // What the hooks set so far (security headers, the request id) goes out with the stream.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Proxies such as nginx would hold the pieces back until the end.
        'x-accel-buffering': 'no',
      });
      send({ type: 'start', conversationId: conversation._id, conversation, question });
    },
    token(text) {
      send({ type: 'token', text });
    },
  };
  const clientGone = clientGoneSignal(reply);
  try {
    const answer = await ask(listener, clientGone);
    send({
      type: 'end',
      conversationId: answer.conversationId,
      reply: answer.reply,
      notice: answer.notice,
    });
  } catch (error) {
    if (!started) throw error;
    request.log.error({ err: error }, 'The AI answer failed after its stream started');
  } finally {
    // A client that is gone may have left its side half open: the connection is ended here.
    if (clientGone.aborted) raw.destroy();
    else if (started) raw.end();
  }
}
