import { ApiProperty } from '@nestjs/swagger';
import type { DeleteAccountResponse } from '@inhala/domain';

export class DeleteAccountResponseDto implements DeleteAccountResponse {
  @ApiProperty({ example: 'Tu cuenta se eliminó' }) message!: string;
  @ApiProperty({ description: 'A running subscription was set to end with its paid period' })
  subscriptionCancelled!: boolean;
}
