import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EmailPreferencesDto } from '@inhala/domain';
import { ApiNullableString } from '../../../../../platform/http/api-schema';

export class EmailPreferencesResponseDto implements EmailPreferencesDto {
  @ApiProperty() news!: boolean;
  @ApiProperty() angelMondays!: boolean;
  @ApiProperty() reminders!: boolean;
  @ApiNullableString({ description: "Local 'HH:mm'; null until the person chooses one", example: '08:00' })
  reminderTime!: string | null;
  @ApiProperty({ example: 'Europe/Madrid', description: 'The time zone the reminder time is in' })
  timezone!: string;
  @ApiPropertyOptional({
    example: 'lu***@g***.com',
    description: "Only from a mail's link: whose preferences these are",
  })
  maskedEmail?: string;
}

export class UnsubscribedResponseDto {
  @ApiProperty({ enum: ['news', 'angelMondays', 'reminders'] }) kind!: string;
  @ApiProperty({ example: 'Te diste de baja de «Novedades».' }) message!: string;
}
