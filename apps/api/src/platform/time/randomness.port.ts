/** Random choices (meditation, oracle card) enter use cases through this port, so tests can pin them. */
export abstract class Randomness {
  /** A number in [0, 1). */
  abstract next(): number;
}
