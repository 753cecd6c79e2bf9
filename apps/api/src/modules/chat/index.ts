/** The chat context's front door. */
export { ChatModule } from './chat.module';
export { ChatMessageStore, type NewChatMessage } from './ports/chat-message.store.port';
export { ForgetChatMember } from './application/forget-chat-member.use-case';
export { EndChatSessions } from './application/end-chat-sessions.use-case';
