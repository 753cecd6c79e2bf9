import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.port';
import { MathRandomness } from './math.randomness';
import { Randomness } from './randomness.port';
import { SystemClock } from './system.clock';

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
