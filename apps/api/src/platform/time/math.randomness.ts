import { Randomness } from './randomness.port';

/** Math.random: good enough for choosing a meditation or a card, not for secrets. */
export class MathRandomness extends Randomness {
  next(): number {
    return Math.random();
  }
}
