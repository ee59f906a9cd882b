import net from 'node:net';
import { AdminError, adminAnswerSchema } from './protocol.ts';
import type { AdminRequest, AdminResult } from './protocol.ts';

/** No server listens there: the command may open the database itself. */
export const noServer = Symbol('no server');

/** Silence past this is a hung server, for the admin command (the soak waits longer: see there). */
const answerTimeoutMs = 15_000;

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function refusal(socketPath: string, error: unknown): AdminError | typeof noServer {
  const code = errorCode(error);
  // No file, or a file a killed server left behind.
  if (code === 'ENOENT' || code === 'ECONNREFUSED') return noServer;
  if (code === 'EACCES' || code === 'EPERM') {
    return new AdminError(
      `Permission denied on ${socketPath}: run the command as the user the server runs as.`,
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AdminError(`The server could not be reached on ${socketPath}: ${reason}`);
}

function parseAnswer(text: string): AdminResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AdminError('The server answered something that is not JSON.');
  }
  const answer = adminAnswerSchema.safeParse(json);
  if (!answer.success)
    throw new AdminError('The server answered something the command does not know.');
  if (!answer.data.ok) throw new AdminError(answer.data.error);
  return answer.data.result;
}

/**
 * Sends the request to the server listening on `socketPath` and resolves with its result, or with
 * `noServer` when none listens there. A refusal, a permission problem or silence is an AdminError.
 */
export function askServer(
  socketPath: string,
  request: AdminRequest,
  timeoutMs = answerTimeoutMs,
): Promise<AdminResult | typeof noServer> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let received = '';
    const connection = net.connect(socketPath);
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () => {
      connection.destroy();
      reject(
        new AdminError(`The server on ${socketPath} did not answer within ${timeoutMs / 1000} s.`),
      );
    });
    connection.once('connect', () => {
      connected = true;
      connection.write(`${JSON.stringify(request)}\n`);
    });
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.once('end', () => {
      try {
        resolve(parseAnswer(received));
      } catch (error) {
        reject(error);
      }
    });
    connection.once('error', (error) => {
      if (connected) {
        reject(new AdminError(`The server on ${socketPath} broke off: ${error.message}`));
        return;
      }
      const outcome = refusal(socketPath, error);
      if (outcome === noServer) resolve(noServer);
      else reject(outcome);
    });
  });
}
