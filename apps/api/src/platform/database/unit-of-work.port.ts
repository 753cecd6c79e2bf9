/**
 * Several writes that must happen together or not at all (e.g. an account and its first
 * session). Use cases wrap them in run(); the adapters they call inside take part in the same
 * database transaction, and a throw anywhere in the work undoes every write.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
