import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ProxyImage } from '../../application/proxy-image.use-case';

@ApiTags('images')
@Controller('api/images')
export class ImageProxyController {
  constructor(private readonly proxy: ProxyImage) {}

  @Get('proxy')
  @ApiQuery({ name: 'url', required: true })
  @ApiQuery({ name: 'w', required: false, description: 'default 800' })
  @ApiQuery({ name: 'h', required: false, description: 'default 600' })
  @ApiQuery({ name: 'q', required: false, description: 'default 80' })
  @ApiQuery({ name: 'f', required: false, description: 'webp (default), jpeg, png, avif' })
  @ApiOkResponse({
    description: 'The optimised image; URLs outside the storage hosts are redirected to unchanged',
  })
  async image(@Query() query: Record<string, string | undefined>, @Res() res: Response): Promise<void> {
    const { url, request } = this.proxy.parse(query);
    const result = await this.proxy.execute(url, request);
    if (result.kind === 'redirect') {
      res.redirect(302, result.location);
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Image-Cache', result.cached ? 'hit' : 'miss');
    res.type(`image/${result.format}`).send(result.body);
  }
}
