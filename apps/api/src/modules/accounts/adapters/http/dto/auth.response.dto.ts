import { ApiProperty } from '@nestjs/swagger';
import type { AuthResponse, MeResponse, MessageResponse, UserView } from '@inhala/domain';

export class UserViewDto implements UserView {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['lead', 'client', 'admin'] }) role!: UserView['role'];
  @ApiProperty() timezone!: string;
  @ApiProperty() language!: string;
  @ApiProperty({ enum: ['wallet', 'legacy_card', 'gift'], nullable: true })
  legacyPaymentPlatform!: UserView['legacyPaymentPlatform'];
  @ApiProperty() createdAt!: string;
}

export class AuthResponseDto implements AuthResponse {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
  @ApiProperty({ description: '128-bit session id; send it back in x-session-id' }) sessionId!: string;
}

export class MeResponseDto implements MeResponse {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}

export class MessageResponseDto implements MessageResponse {
  @ApiProperty() message!: string;
}

export class ErrorBodyDto {
  @ApiProperty() statusCode!: number;
  @ApiProperty() errorCode!: string;
  @ApiProperty() message!: string;
}
