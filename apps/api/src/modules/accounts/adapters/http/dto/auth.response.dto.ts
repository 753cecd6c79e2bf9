import { ApiProperty } from '@nestjs/swagger';
import {
  LEGACY_PAYMENT_PLATFORMS,
  ROLES,
  type AuthResponse,
  type MeResponse,
  type UserView,
} from '@inhala/domain';
import { ApiNullableEnum } from '../../../../../platform/http/api-schema';

class UserViewDto implements UserView {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ROLES }) role!: UserView['role'];
  @ApiProperty() timezone!: string;
  @ApiProperty() language!: string;
  @ApiNullableEnum(LEGACY_PAYMENT_PLATFORMS)
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
