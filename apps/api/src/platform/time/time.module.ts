import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { MathRandomness, Randomness } from './randomness';

/** The clock and the random source of the practice features (ritual, oracle, streak). */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: Randomness, useClass: MathRandomness },
  ],
  exports: [Clock, Randomness],
})
export class TimeModule {}
