import { jobHandlers } from "#app/domain/jobs/handlers.server.ts";
import { runDueJobs } from "#app/domain/jobs/jobs.server.ts";

/** Runs the background jobs an upload enqueued (its variants), as the server's runner would. */
export function runBackgroundJobs(): Promise<void> {
  return runDueJobs({ handlers: jobHandlers, retryBaseMs: 10 });
}
