import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { serviceUnavailable } from '../http/error-response';

const CHECKS = { type: 'object', additionalProperties: true } as const;
const HEALTH_SCHEMA = {
  type: 'object',
  required: ['status', 'info', 'error', 'details'],
  properties: { status: { type: 'string', enum: ['ok'] }, info: CHECKS, error: CHECKS, details: CHECKS },
};

/**
 * Liveness for load balancers and operators. When the database is unreachable the answer is a
 * 503 with Retry-After whose body keeps terminus' details (which check failed and why) next to
 * the usual `{ statusCode, errorCode, message }`.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @ApiOkResponse({ schema: HEALTH_SCHEMA })
  @ApiServiceUnavailableResponse({
    description: 'The database is unreachable: the error body, with the same details as above',
  })
  async check(@Res() res: Response): Promise<void> {
    try {
      res.json(await this.health.check([() => this.database.pingCheck('database', { timeout: 3000 })]));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { body, headers } = serviceUnavailable();
      res
        .set(headers)
        .status(503)
        .json({ ...body, ...(error.getResponse() as object) });
    }
  }
}
