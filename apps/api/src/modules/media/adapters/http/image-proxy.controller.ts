import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ImageProxyHostsResponse } from '@inhala/domain';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { clientAddress } from '../../../../platform/http/client-address';
import { ProxyImage } from '../../application/proxy-image.use-case';
import { ImageProxyQueryDto } from './dto/image-proxy.request.dto';
import { ImageProxyHostsDto } from './dto/image-proxy.response.dto';

@ApiTags('images')
@Controller('api/images')
export class ImageProxyController {
  constructor(
    private readonly proxy: ProxyImage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('proxy')
  @ApiOkResponse({ description: 'The image at one of the app sizes (IMAGE_CONTEXTS), in webp' })
  @ApiBadRequestResponse({ description: 'Not a storage host, or a size or format the app does not use' })
  @ApiTooManyRequestsResponse({ description: 'Too many new renders from this address (Retry-After)' })
  @ApiServiceUnavailableResponse({ description: 'Every render slot is taken (Retry-After)' })
  @ApiGatewayTimeoutResponse({ description: 'The storage host did not send the image in time' })
  async image(@Query() query: ImageProxyQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const result = await this.proxy.execute(query, clientAddress(req));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Image-Cache', result.cached ? 'hit' : 'miss');
    res.type(`image/${result.format}`).send(result.body);
  }

  /** The client proxies only these hosts' images and uses every other URL as it is. */
  @Get('hosts')
  @ApiOkResponse({ type: ImageProxyHostsDto })
  hosts(): ImageProxyHostsResponse {
    return { hosts: this.config.imageProxyHosts };
  }
}
