import { ApiProperty } from '@nestjs/swagger';
import type { DeleteAccountResponse } from '@inhala/domain';

export class DeleteAccountResponseDto implements DeleteAccountResponse {
  @ApiProperty({ example: 'Tu cuenta se eliminó' }) message!: string;
  @ApiProperty({ description: 'At least one subscription that had not ended will end with its paid period' })
  subscriptionCancelled!: boolean;
}
