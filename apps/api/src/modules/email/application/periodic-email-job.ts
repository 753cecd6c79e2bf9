/**
 * Work the e-mail worker runs once a minute besides the ledger (reminders due, trial-ending
 * notices). To register one: extend this class and list it in its own module's providers; the
 * worker finds every provider that is a PeriodicEmailJob (Nest's DiscoveryService), so nothing
 * here names it. The module must be imported by the processes that run the worker (AppModule
 * and WorkerModule). Every worker process runs it, so it must be idempotent: queue mails through
 * EmailOutbox with a dedupe key, which makes a second run a no-op.
 *
 *   @Injectable()
 *   export class DueRemindersJob extends PeriodicEmailJob {
 *     readonly name = 'recordatorios';
 *     constructor(private readonly queue: QueueDueReminders) { super(); }
 *     run(now: Date) { return this.queue.execute(now); }
 *   }
 */
export abstract class PeriodicEmailJob {
  /** For the log. */
  abstract readonly name: string;
  abstract run(now: Date): Promise<unknown>;
}
