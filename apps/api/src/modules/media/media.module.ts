import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DiskFileStorage } from './adapters/disk/disk-file.storage';
import { LayeredImageCache } from './adapters/cache/layered-image.cache';
import { HttpImageSource } from './adapters/fetch/http-remote-image.source';
import { ImageProxyController } from './adapters/http/image-proxy.controller';
import { SharpImageTransformer } from './adapters/sharp/sharp-image.transformer';
import { ProxyImage } from './application/proxy-image.use-case';
import { RenderSlots } from './application/render-slots';
import { FileStorage } from './ports/file-storage.port';
import { ImageCache } from './ports/image-cache.port';
import { ImageTransformer } from './ports/image-transformer.port';
import { RemoteImageSource } from './ports/remote-image.source.port';

/** Images through the proxy, and the uploads storage (FileStorage) the chat writes to. */
@Module({
  controllers: [ImageProxyController],
  providers: [
    { provide: RemoteImageSource, useClass: HttpImageSource },
    { provide: ImageTransformer, useClass: SharpImageTransformer },
    { provide: ImageCache, useClass: LayeredImageCache },
    {
      provide: RenderSlots,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new RenderSlots(config.imageProxyLimits.renderConcurrency, config.imageProxyLimits.renderQueue),
    },
    ProxyImage,
    { provide: FileStorage, useClass: DiskFileStorage },
  ],
  exports: [FileStorage],
})
export class MediaModule {}
