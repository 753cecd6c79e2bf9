import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  ACCOUNT_MESSAGES as M,
  DAY_ENDS_AT_HOURS,
  type ForgotPasswordRequest,
  type RefreshSessionRequest,
  type RegisterRequest,
  type ResetPasswordByLinkRequest,
  type ResetPasswordRequest,
  type SignInRequest,
} from '@inhala/domain';

// Shapes and types only: the rules and their Spanish messages live in @inhala/domain and
// run in the use cases, so the forms and the server can never disagree.

export class SignInRequestDto implements SignInRequest {
  @ApiProperty({ example: 'cliente@inhala.local' }) @IsString({ message: M.signInRequired }) email!: string;
  @ApiProperty({ example: 'inhala-demo' }) @IsString({ message: M.signInRequired }) password!: string;
  @ApiPropertyOptional({ example: 'America/Mexico_City' })
  @IsOptional()
  @IsString({ message: M.timezoneInvalid })
  timezone?: string;
}

export class RegisterRequestDto implements RegisterRequest {
  @ApiProperty({ minLength: 2, maxLength: 60 }) @IsString({ message: M.firstNameMin }) firstName!: string;
  @ApiProperty({ minLength: 2, maxLength: 60 }) @IsString({ message: M.lastNameMin }) lastName!: string;
  @ApiProperty({ format: 'email' }) @IsString({ message: M.emailInvalid }) email!: string;
  @ApiProperty({ minLength: 6, maxLength: 128 }) @IsString({ message: M.passwordMin }) password!: string;
  @ApiPropertyOptional({ description: 'IANA time zone of the browser; default UTC' })
  @IsOptional()
  @IsString({ message: M.timezoneInvalid })
  timezone?: string;
}

export class RefreshSessionRequestDto implements RefreshSessionRequest {
  @ApiProperty() @IsString({ message: M.sessionIdRequired }) sessionId!: string;
}

export class ForgotPasswordRequestDto implements ForgotPasswordRequest {
  @ApiProperty({ format: 'email' }) @IsString({ message: M.forgotEmailRequired }) email!: string;
}

export class ResetPasswordRequestDto implements ResetPasswordRequest {
  @ApiProperty({ format: 'email' }) @IsString({ message: M.forgotEmailRequired }) email!: string;
  @ApiProperty({ example: '123456' }) @IsString({ message: M.otpInvalid }) otpCode!: string;
  @ApiProperty({ minLength: 6 }) @IsString({ message: M.newPasswordRequired }) newPassword!: string;
}

export class ResetPasswordByLinkRequestDto implements ResetPasswordByLinkRequest {
  @ApiProperty({ description: "The token of the reset mail's link (?restablecer=)", example: '12.Xy3kP9rT…' })
  @IsString({ message: 'El enlace no es válido' })
  token!: string;
  @ApiProperty({ minLength: 6 }) @IsString({ message: M.newPasswordRequired }) newPassword!: string;
}

/** PATCH /api/auth/me: either or both; the rules and their Spanish messages run in the use case. */
export class ChangePracticeDayRequestDto {
  @ApiPropertyOptional({ example: 'Europe/Madrid', description: 'IANA time zone for the practice day' })
  @IsOptional()
  timezone?: unknown;
  @ApiPropertyOptional({ enum: DAY_ENDS_AT_HOURS, description: "The hour (0–4) the person's day ends" })
  @IsOptional()
  dayEndsAt?: unknown;
}
