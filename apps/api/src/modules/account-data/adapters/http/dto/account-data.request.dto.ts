import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { ERROR_MESSAGES, type DeleteAccountRequest } from '@inhala/domain';

export class DeleteAccountRequestDto implements DeleteAccountRequest {
  @ApiProperty({ description: 'The person’s current password, to confirm', maxLength: 128 })
  @IsString({ message: ERROR_MESSAGES['ACCOUNT.PASSWORD_REQUIRED'] })
  password!: string;
}
