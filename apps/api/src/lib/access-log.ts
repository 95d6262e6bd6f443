import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * One access line per request, written when it is answered: method, URL, status and milliseconds.
 * Fastify's own logging adds a second line as each request arrives, which made logging the largest
 * cost of a catalog read at the default level (bench/RESULTS.md, embedded default). Errors and the
 * other lines are logged as Fastify logs them.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request answered');
  }
}

/** Log lines gathered before a write to standard output (about thirty access lines). */
const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in the buffer when traffic is light. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the logs, written in batches: one write per few kilobytes instead of one per
 * line, which under load cost a catalog read about as much as answering it. A line waits at most a
 * second; pino writes what is left when the process exits (a SIGKILL loses at most that second).
 */
export function batchedStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const flushing = setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  return { stream, stopFlushing: () => clearInterval(flushing) };
}
