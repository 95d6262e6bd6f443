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
 * second; an error is written at once, with the lines before it (a crash right after it loses neither),
 * and from shutdown on every line is (a shutdown that outlasts its grace is killed); pino writes what
 * is left when the process exits. A SIGKILL loses at most the last second's lines below error.
 */
export function batchedStdout(dest: number | string = 1) {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const flushing = setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  let batching = true;
  const writeNow = () => {
    try {
      stream.flushSync();
    } catch {
      // Not writable this instant (a full pipe, a file not yet open): the lines go with the next batch.
    }
  };
  return {
    stream,
    /** For pino's options: the hook that writes errors, and every line once shutting down, at once. */
    hooks: {
      logMethod(this: pino.Logger, args: Parameters<pino.LogFn>, log: pino.LogFn, level: number) {
        log.apply(this, args);
        if (!batching || level >= pino.levels.values.error!) writeNow();
      },
    },
    /** Shutting down: what waits is written now, and each line from here on as it comes. */
    unbatch() {
      batching = false;
      clearInterval(flushing);
      writeNow();
    },
  };
}
