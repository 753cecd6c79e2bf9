import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CHAT_LIMITS,
  DomainError,
  type ChatMessagesResponse,
  type ChatMessageView,
  type ChatUnreadResponse,
  type ReactToChatMessageResponse,
  type UserView,
} from '@inhala/domain';
import { IdParams } from '../../../../platform/http/id-param';
import { MultipartUpload } from '../../../../platform/http/multipart-upload';
import { Authenticated, CurrentUser } from '../../../../platform/http/session';
import { CountUnreadChat } from '../../application/count-unread-chat.use-case';
import { DeleteChatMessage } from '../../application/delete-chat-message.use-case';
import { ListChatMessages } from '../../application/list-chat-messages.use-case';
import { SendChatMessage } from '../../application/send-chat-message.use-case';
import { ToggleChatLike } from '../../application/toggle-chat-like.use-case';
import { UploadChatFile } from '../../application/upload-chat-file.use-case';
import { ChatUploadErrorFilter } from './chat-upload-error.filter';
import {
  ChatMessagesQueryDto,
  ChatUnreadQueryDto,
  ReactToChatMessageRequestDto,
  SendChatMessageRequestDto,
} from './dto/chat.request.dto';
import {
  ChatMessageDto,
  ChatMessagesResponseDto,
  ChatUnreadResponseDto,
  ChatUploadErrorBodyDto,
  ReactToChatMessageResponseDto,
} from './dto/chat.response.dto';

const UPLOAD_ERROR = {
  content: { 'application/json': { schema: { $ref: getSchemaPath(ChatUploadErrorBodyDto) } } },
};

/**
 * The community chat's calls (01 §7). Everything needs a client's or an admin's session: a
 * visitor gets 401, a lead 403 SUBSCRIPTION.REQUIRED. Deleting is for admins (403 otherwise),
 * and so is uploading (CHAT.ADMIN_ONLY). The live side is the socket at /ws.
 */
@ApiTags('chat')
@Authenticated({ premium: true })
@Controller('api/chat')
export class ChatController {
  constructor(
    private readonly sendMessage: SendChatMessage,
    private readonly listMessages: ListChatMessages,
    private readonly deleteMessage: DeleteChatMessage,
    private readonly toggleLike: ToggleChatLike,
    private readonly countUnread: CountUnreadChat,
    private readonly uploadFile: UploadChatFile,
  ) {}

  @Post('messages')
  @ApiCreatedResponse({ type: ChatMessageDto, description: 'Stored and sent to every socket' })
  @ApiOkResponse({ type: ChatMessageDto, description: 'This clientId was already sent: the stored message' })
  @ApiTooManyRequestsResponse({ description: `CHAT.TOO_FAST: more than ${CHAT_LIMITS.rateMessages} in 10 s` })
  async send(
    @CurrentUser() user: UserView,
    @Body() body: SendChatMessageRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChatMessageView> {
    const { message, created } = await this.sendMessage.execute(user, body);
    if (!created) res.status(200);
    return message;
  }

  @Get('messages')
  @ApiOkResponse({ type: ChatMessagesResponseDto })
  list(@CurrentUser() user: UserView, @Query() query: ChatMessagesQueryDto): Promise<ChatMessagesResponse> {
    if (query.before !== undefined && query.after !== undefined)
      throw new DomainError(
        'VALIDATION.FAILED',
        'Pide mensajes anteriores (before) o posteriores (after), no ambos',
      );
    return this.listMessages.execute(user.id, query);
  }

  @Delete('messages/:id')
  @Authenticated({ roles: ['admin'] })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted for everyone, with its likes and its file' })
  @ApiNotFoundResponse({ description: 'CHAT.MESSAGE_NOT_FOUND' })
  async remove(@Param() params: IdParams): Promise<void> {
    await this.deleteMessage.execute(params.id);
  }

  @Post('messages/:id/react')
  @HttpCode(200)
  @ApiOkResponse({ type: ReactToChatMessageResponseDto, description: "The caller's like toggled" })
  @ApiNotFoundResponse({ description: 'CHAT.MESSAGE_NOT_FOUND' })
  react(
    @CurrentUser() user: UserView,
    @Param() params: IdParams,
    @Body() _body: ReactToChatMessageRequestDto,
  ): Promise<ReactToChatMessageResponse> {
    return this.toggleLike.execute(user.id, params.id);
  }

  @Get('unread')
  @ApiOkResponse({ type: ChatUnreadResponseDto })
  unread(@CurrentUser() user: UserView, @Query() query: ChatUnreadQueryDto): Promise<ChatUnreadResponse> {
    return this.countUnread.execute(user.id, query.since ? new Date(query.since) : null);
  }

  @Post('upload')
  @UseFilters(ChatUploadErrorFilter)
  @ApiExtraModels(ChatUploadErrorBodyDto)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'messageType', 'clientId'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: 'jpeg, png, webp, gif, mp3, m4a, ogg, webm or wav; 15 MB at most',
        },
        messageType: { type: 'string', enum: ['image', 'audio'] },
        clientId: { type: 'string', format: 'uuid' },
        content: { type: 'string', maxLength: CHAT_LIMITS.maxLength, description: 'Optional caption' },
      },
    },
  })
  @ApiCreatedResponse({ type: ChatMessageDto })
  @ApiOkResponse({ type: ChatMessageDto, description: 'This clientId was already sent: the stored message' })
  @ApiResponse({ status: 400, description: 'FILE_NOT_FOUND or bad fields', ...UPLOAD_ERROR })
  @ApiResponse({ status: 401, description: 'No session', ...UPLOAD_ERROR })
  @ApiResponse({
    status: 403,
    description: 'CHAT.ADMIN_ONLY (a client) or SUBSCRIPTION.REQUIRED',
    ...UPLOAD_ERROR,
  })
  @ApiResponse({ status: 413, description: 'FILE_TOO_LARGE', ...UPLOAD_ERROR })
  @ApiResponse({
    status: 415,
    description: 'FILE_UNSUPPORTED: the bytes are no accepted type',
    ...UPLOAD_ERROR,
  })
  @ApiResponse({ status: 503, description: 'FILE_WRITE_FAILED: nothing was kept', ...UPLOAD_ERROR })
  async upload(
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChatMessageView> {
    const upload = new MultipartUpload(req, { maxFileBytes: CHAT_LIMITS.maxFileBytes });
    try {
      const { message, created } = await this.uploadFile.execute(user, upload);
      if (!created) res.status(200);
      return message;
    } finally {
      upload.finish();
    }
  }
}
