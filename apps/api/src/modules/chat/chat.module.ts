import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { MediaModule } from '../media';
import { ChatController } from './adapters/http/chat.controller';
import { InProcessChatBus } from './adapters/memory/in-process-chat.bus';
import { SqlChatMessageStore } from './adapters/persistence/sql-chat-message.store';
import { SqlChatPresence } from './adapters/persistence/sql-chat.presence';
import { PostgresChatBus } from './adapters/postgres/postgres-chat.bus';
import { RateLimitChatSendThrottle } from './adapters/rate-limit/rate-limit-chat-send.throttle';
import { ChatGateway } from './adapters/ws/chat.gateway';
import { ChatHandshake } from './adapters/ws/chat-handshake';
import { ChatSocketSettings } from './adapters/ws/chat-socket.settings';
import { ChatRoom } from './application/chat-room';
import { CountUnreadChat } from './application/count-unread-chat.use-case';
import { DeleteChatMessage } from './application/delete-chat-message.use-case';
import { ListChatMessages } from './application/list-chat-messages.use-case';
import { SendChatMessage } from './application/send-chat-message.use-case';
import { ToggleChatLike } from './application/toggle-chat-like.use-case';
import { UploadChatFile } from './application/upload-chat-file.use-case';
import { ChatBus } from './ports/chat-bus.port';
import { ChatMessageStore } from './ports/chat-message.store.port';
import { ChatPresence } from './ports/chat-presence.port';
import { ChatSendThrottle } from './ports/chat-send.throttle.port';
import { ForgetChatMember } from './application/forget-chat-member.use-case';
import { EndChatSessions } from './application/end-chat-sessions.use-case';

/**
 * The community chat (01 §2, §5–§7): REST calls, the /ws socket, presence and typing. Fan-out
 * between API processes goes through PostgreSQL NOTIFY when DATABASE_URL is set; the embedded
 * default (PGlite, one process) keeps it in process.
 */
@Module({
  imports: [MediaModule],
  controllers: [ChatController],
  providers: [
    { provide: ChatMessageStore, useClass: SqlChatMessageStore },
    { provide: ChatPresence, useClass: SqlChatPresence },
    { provide: ChatSendThrottle, useClass: RateLimitChatSendThrottle },
    {
      provide: ChatBus,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, db: DataSource): ChatBus =>
        config.databaseUrl ? new PostgresChatBus(db, config.databaseUrl) : new InProcessChatBus(),
    },
    { provide: ChatSocketSettings, useValue: new ChatSocketSettings() },
    SendChatMessage,
    ForgetChatMember,
    EndChatSessions,
    ListChatMessages,
    DeleteChatMessage,
    ToggleChatLike,
    CountUnreadChat,
    UploadChatFile,
    ChatRoom,
    ChatHandshake,
    ChatGateway,
  ],
  exports: [ChatMessageStore, ForgetChatMember, EndChatSessions],
})
export class ChatModule {}
