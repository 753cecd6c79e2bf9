import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHAT_MESSAGE_TYPES,
  ROLES,
  type ChatAuthor,
  type ChatMessagesResponse,
  type ChatMessageType,
  type ChatMessageView,
  type ChatReactions,
  type ChatUnreadResponse,
  type ChatUploadErrorBody,
  type ReactToChatMessageResponse,
  type Role,
} from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';

export class ChatAuthorDto implements ChatAuthor {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export class ChatReactionsDto implements ChatReactions {
  @ApiProperty({ description: 'Whether the reader liked it (false in socket broadcasts)' })
  userHasLiked!: boolean;
  @ApiInteger({ minimum: 0 }) totalLikes!: number;
}

export class ChatMessageDto implements ChatMessageView {
  @ApiId() id!: number;
  @ApiInteger({ minimum: 1, description: 'Strictly increasing in commit order' }) seq!: number;
  @ApiNullableString({ format: 'uuid' }) clientId!: string | null;
  @ApiNullableString({ format: 'uuid' }) userId!: string | null;
  @ApiProperty() content!: string;
  @ApiProperty({ enum: CHAT_MESSAGE_TYPES }) messageType!: ChatMessageType;
  @ApiNullableString({ description: '/uploads/… for images and audio' }) fileUrl!: string | null;
  @ApiNullableString() fileName!: string | null;
  @ApiNullableInteger({ minimum: 0 }) fileSize!: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: ChatAuthorDto }) user!: ChatAuthorDto;
  @ApiProperty({ type: ChatReactionsDto }) reactions!: ChatReactionsDto;
}

export class ChatMessagesResponseDto implements ChatMessagesResponse {
  @ApiProperty({ type: [ChatMessageDto], description: 'Oldest first' }) messages!: ChatMessageDto[];
  @ApiProperty({ description: 'More messages beyond this page, in the direction asked' }) hasMore!: boolean;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    description: 'With after: ids of messages deleted since that seq (the client takes them away)',
  })
  deletedIds?: number[];
}

export class ReactToChatMessageResponseDto implements ReactToChatMessageResponse {
  @ApiProperty() liked!: boolean;
  @ApiInteger({ minimum: 0 }) totalLikes!: number;
}

export class ChatUnreadResponseDto implements ChatUnreadResponse {
  @ApiInteger({ minimum: 0 }) count!: number;
}

export class ChatUploadErrorBodyDto implements ChatUploadErrorBody {
  @ApiInteger({ minimum: 400, maximum: 599 }) statusCode!: number;
  @ApiProperty({ example: 'FILE_TOO_LARGE' }) errorCode!: string;
  @ApiProperty({ description: 'Spanish, for people' }) message!: string;
  @ApiPropertyOptional({
    description:
      'The same text (01 §7: upload errors in field error). Always set by the upload call; absent only when a body that is not multipart (JSON) is refused before the call is reached',
  })
  error!: string;
}
