/** Greets a new account. Called inside the registration's unit of work: no account, no welcome. */
export abstract class WelcomeNotifier {
  abstract welcome(accountId: string): Promise<void>;
}
