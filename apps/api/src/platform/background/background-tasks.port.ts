/** Work a use case hands off so the answer does not wait for it (an e-mail, say). */
export abstract class BackgroundTasks {
  /** Starts `work` after the current request's turn; a failure is logged, never thrown. */
  abstract run(name: string, work: () => Promise<void>): void;
  /** Resolves once nothing is running (tests, shutdown). */
  abstract idle(): Promise<void>;
}
