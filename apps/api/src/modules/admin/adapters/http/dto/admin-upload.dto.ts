import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  type AdminUploadView,
  type UploadKind,
  type UploadPurpose,
} from '@inhala/domain';
import { ApiInteger, ApiNullableInteger } from '../../../../../platform/http/api-schema';

/** ?purpose= of POST /api/admin/uploads: the slot the file is for. */
export class AdminUploadQueryDto {
  @ApiProperty({
    enum: UPLOAD_PURPOSES,
    description:
      'image: jpeg, png or webp (15 MB). audio: mp3, m4a, aac, ogg, webm or wav (50 MB). video: mp4 or webm ' +
      '(500 MB). media: an audio or a video; an mp4 or webm is kept as video.',
  })
  @IsIn(UPLOAD_PURPOSES, { message: UPLOAD_MESSAGES.purposeInvalid })
  purpose!: UploadPurpose;
}

/** A stored upload: put `url` in the item's field, then save the item. */
export class AdminUploadViewDto implements AdminUploadView {
  @ApiProperty({ example: '/uploads/0b5c2f3e-8d1a-4c3b-9f6e-2a7d4e1b9c80.mp3' }) url!: string;
  @ApiInteger({ minimum: 1, description: 'Bytes' }) size!: number;
  @ApiProperty({ example: 'audio/mpeg', description: 'Read from the bytes, never from the name' })
  contentType!: string;
  @ApiProperty({ enum: ['image', 'audio', 'video'] }) kind!: UploadKind;
  @ApiProperty({ description: 'The name on the admin’s machine, cleaned, for display only' })
  originalName!: string;
  @ApiNullableInteger({
    minimum: 1,
    description:
      'How long an audio or video plays, read from its bytes; null for an image or when the file does not tell',
  })
  seconds!: number | null;
}
