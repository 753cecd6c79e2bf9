import { Controller, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { uploadMaxBytes, type AdminUploadView } from '@inhala/domain';
import { ErrorBodyDto } from '../../../../platform/http/common.dto';
import { MultipartUpload } from '../../../../platform/http/multipart-upload';
import { Authenticated } from '../../../../platform/http/session';
import { UploadAdminFile } from '../../application/upload-admin-file.use-case';
import { AdminUploadQueryDto, AdminUploadViewDto } from './dto/admin-upload.dto';

/**
 * /api/admin/uploads: the files of the editors' image, audio and video slots, for admins only.
 * The answer's url goes into the item's form; the item's save is what the audit log records.
 */
@ApiTags('admin')
@Authenticated({ roles: ['admin'] })
@Controller('api/admin/uploads')
export class AdminUploadsController {
  constructor(private readonly uploadFile: UploadAdminFile) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: 'Its type is read from its bytes and must fit the purpose',
        },
      },
    },
  })
  @ApiCreatedResponse({ type: AdminUploadViewDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'FILE_NOT_FOUND (no file) or a bad purpose' })
  @ApiResponse({ status: 401, type: ErrorBodyDto, description: 'No session' })
  @ApiResponse({ status: 403, type: ErrorBodyDto, description: 'Not an admin' })
  @ApiResponse({
    status: 413,
    type: ErrorBodyDto,
    description: "FILE_TOO_LARGE: 'El archivo no puede ser mayor a 50 MB' (the limit of the file's kind)",
  })
  @ApiResponse({
    status: 415,
    type: ErrorBodyDto,
    description:
      "FILE_UNSUPPORTED: the bytes are no type this purpose takes ('Este archivo no es una imagen JPEG, PNG o WebP')",
  })
  @ApiResponse({ status: 503, type: ErrorBodyDto, description: 'FILE_WRITE_FAILED: nothing was kept' })
  async upload(@Query() query: AdminUploadQueryDto, @Req() req: Request): Promise<AdminUploadView> {
    const upload = new MultipartUpload(req, { maxFileBytes: uploadMaxBytes(query.purpose) });
    try {
      return await this.uploadFile.execute(query.purpose, upload);
    } finally {
      upload.finish();
    }
  }
}
