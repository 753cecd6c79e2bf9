import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit.store';
import { SqlRateLimitStore } from './sql-rate-limit.store';

@Global()
@Module({
  providers: [{ provide: RateLimitStore, useClass: SqlRateLimitStore }, RateLimitGuard],
  exports: [RateLimitStore, RateLimitGuard],
})
export class RateLimitModule {}
