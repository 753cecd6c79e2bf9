/** Time enters use cases through this port so that rules can be tested without real clocks. */
export abstract class Clock {
  abstract now(): Date;
}
