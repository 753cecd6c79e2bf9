import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { CHAT_LIMITS, type ReactToChatMessageRequest, type SendChatMessageRequest } from '@inhala/domain';
import { CHAT_INPUT_MESSAGES } from '../../../application/chat-texts';

export class SendChatMessageRequestDto implements SendChatMessageRequest {
  @ApiProperty({
    maxLength: 2000,
    description: `Trimmed, then 1 to ${CHAT_LIMITS.maxLength} characters (empty: CHAT.EMPTY_MESSAGE)`,
  })
  @IsString({ message: 'Escribe un mensaje' })
  @MaxLength(2000, { message: CHAT_INPUT_MESSAGES.tooLong })
  content!: string;

  @ApiProperty({ enum: ['text'] })
  @IsIn(['text'], { message: CHAT_INPUT_MESSAGES.messageType })
  messageType!: 'text';

  @ApiProperty({ format: 'uuid', description: "The sender's own id: the same one again stores nothing new" })
  @IsUUID('all', { message: CHAT_INPUT_MESSAGES.clientId })
  clientId!: string;
}

export class ReactToChatMessageRequestDto implements ReactToChatMessageRequest {
  @ApiProperty({ enum: ['like'] })
  @IsIn(['like'], { message: 'La reacción no es válida' })
  reactionType!: 'like';
}

const SEQ = { message: 'La posición del mensaje no es válida' };
const LIMIT = { message: 'El límite debe ser de 1 a 100' };

/** A message position in a query: a whole number from 0, optional. */
const OptionalSeq = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'A seq',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt(SEQ),
    Min(0, SEQ),
    Max(Number.MAX_SAFE_INTEGER, SEQ),
  );

/** Neither: the latest page. `before`: older (scrolling up). `after`: newer (catching up). */
export class ChatMessagesQueryDto {
  @OptionalSeq() before?: number;

  @OptionalSeq() after?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: CHAT_LIMITS.pageSize })
  @IsOptional()
  @Type(() => Number)
  @IsInt(LIMIT)
  @Min(1, LIMIT)
  @Max(100, LIMIT)
  limit?: number;
}

export class ChatUnreadQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'The last visit to the chat; without it, every message by others counts',
  })
  @IsOptional()
  @IsString({ message: 'La fecha no es válida' })
  @IsISO8601({ strict: true }, { message: 'La fecha no es válida' })
  since?: string;
}
