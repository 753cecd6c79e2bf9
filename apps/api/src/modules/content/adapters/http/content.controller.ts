import { Controller, Get, Header, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CompressedOnce, negotiateEncoding } from '../../../../platform/http/content-encoding';
import { GetContentBundle } from '../../application/get-content-bundle.use-case';
import { ART_KINDS, artSvg, type ArtKind } from '../art/svg-art';
import { bundleHeaders } from './content-not-modified.shortcut';
import { ContentBundleDto } from './dto/catalogue.response.dto';

@ApiTags('content')
@Controller('api')
export class ContentController {
  /** The bundle is 137 KB: compressed once per version, not by the middleware on every request. */
  private readonly compressed = new CompressedOnce();

  constructor(private readonly bundle: GetContentBundle) {}

  /**
   * The catalogue bundle: same bytes and ETag until it changes; a matching If-None-Match gets 304
   * (usually from ContentNotModifiedShortcut, before the request reaches this controller).
   */
  @Get('content')
  @ApiOkResponse({ type: ContentBundleDto, headers: { ETag: { description: 'The bundle version' } } })
  @ApiResponse({ status: 304, description: 'If-None-Match matched: the cached bundle is current' })
  async content(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { body, etag } = await this.bundle.execute();
    for (const [name, value] of Object.entries(bundleHeaders(etag))) res.setHeader(name, value);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    if (!encoding) {
      res.type('application/json').send(body);
      return;
    }
    res.setHeader('Content-Encoding', encoding);
    res.type('application/json').send(this.compressed.get(etag, body, encoding));
  }

  /** Generated artwork for the demo catalogue (kind: meditation, category, challenge, oracle). */
  @Get('art/:kind/:file')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiParam({ name: 'kind', enum: ART_KINDS })
  @ApiParam({ name: 'file', example: 'respira-profundo.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The artwork', schema: { type: 'string', format: 'binary' } })
  art(@Param('kind') kind: string, @Param('file') file: string, @Res() res: Response): void {
    const slug = /^([a-z0-9-]{1,120})\.svg$/.exec(file)?.[1];
    if (!slug || !(ART_KINDS as readonly string[]).includes(kind)) throw new NotFoundException();
    res.type('image/svg+xml').send(artSvg(kind as ArtKind, slug));
  }
}
