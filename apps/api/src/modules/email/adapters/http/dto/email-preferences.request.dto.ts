import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, ValidateIf } from 'class-validator';
import { EMAIL_MESSAGES, type EmailPreferencesInput } from '@inhala/domain';

const BOOLEAN = (label: string) => ({ message: `${label} debe ser verdadero o falso` });

/** PUT /api/email/preferences and /api/email/preferences/link/{token}: all three kinds and the time. */
export class EmailPreferencesRequestDto implements EmailPreferencesInput {
  @ApiProperty({ description: 'Novedades: new meditations and challenges' })
  @IsBoolean(BOOLEAN('Novedades'))
  news!: boolean;

  @ApiProperty({ description: 'The Angel Monday of each week' })
  @IsBoolean(BOOLEAN('Angel Mondays'))
  angelMondays!: boolean;

  @ApiProperty({ description: 'The daily practice reminder (needs reminderTime)' })
  @IsBoolean(BOOLEAN('Recordatorios'))
  reminders!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    example: '08:00',
    description: "Local time 'HH:mm' in the person's time zone; required when reminders is true",
  })
  @ValidateIf((_o: object, value: unknown) => value !== null)
  @IsString({ message: EMAIL_MESSAGES.reminderTimeInvalid })
  reminderTime!: string | null;
}
