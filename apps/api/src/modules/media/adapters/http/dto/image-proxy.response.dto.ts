import { ApiProperty } from '@nestjs/swagger';
import { type ImageProxyHostsResponse } from '@inhala/domain';

export class ImageProxyHostsDto implements ImageProxyHostsResponse {
  @ApiProperty({ type: [String], example: ['files.inhala.app'] }) hosts!: string[];
}
