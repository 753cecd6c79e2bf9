import { ApiProperty } from '@nestjs/swagger';
import {
  LEGACY_PAYMENT_PLATFORMS,
  ROLES,
  type AuthResponse,
  type MeResponse,
  type PracticeDayHold,
  type UserView,
  DAY_ENDS_AT_HOURS,
} from '@inhala/domain';
import { ApiNullableEnum } from '../../../../../platform/http/api-schema';

class PracticeDayHoldDto implements PracticeDayHold {
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty({ format: 'date-time' }) until!: string;
}

class UserViewDto implements UserView {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ROLES }) role!: UserView['role'];
  @ApiProperty() timezone!: string;
  @ApiProperty({ enum: DAY_ENDS_AT_HOURS, description: "The hour (0–4) the person's practice day ends" })
  dayEndsAt!: UserView['dayEndsAt'];
  @ApiProperty({
    type: PracticeDayHoldDto,
    nullable: true,
    description: 'A day kept open after a change of zone or day end, until it would have ended',
  })
  practiceDayHold!: PracticeDayHoldDto | null;
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
