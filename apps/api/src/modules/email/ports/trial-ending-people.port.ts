/** A person in a trial, with what the mail needs to say when it ends in their calendar. */
export interface PersonInTrial {
  userId: string;
  timezone: string;
  trialEndsAt: Date;
}

/** Who is in a trial that ends soon, read from the accounts' subscription copy. */
export abstract class TrialEndingPeople {
  /** Still trialing (not cancelled), with a trial that ends after `from` and at or before `to`. */
  abstract endingBetween(from: Date, to: Date): Promise<PersonInTrial[]>;
  /** The person's time zone; null when there is no such person. */
  abstract timezoneOf(userId: string): Promise<string | null>;
}
