import { ApiProperty } from '@nestjs/swagger';
import type { ErrorBody, MessageResponse } from '@inhala/domain';
import { ApiInteger } from './api-schema';

/** The body of every non-OK answer (01 §8). */
export class ErrorBodyDto implements ErrorBody {
  @ApiInteger({ minimum: 400, maximum: 599 }) statusCode!: number;
  @ApiProperty({ example: 'VALIDATION.FAILED' }) errorCode!: string;
  @ApiProperty({ description: 'Spanish, for people' }) message!: string;
}

export class MessageResponseDto implements MessageResponse {
  @ApiProperty() message!: string;
}
