import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit.store';
import { TypeormRateLimitStore } from './typeorm-rate-limit.store';

@Global()
@Module({
  providers: [{ provide: RateLimitStore, useClass: TypeormRateLimitStore }, RateLimitGuard],
  exports: [RateLimitStore, RateLimitGuard],
})
export class RateLimitModule {}
