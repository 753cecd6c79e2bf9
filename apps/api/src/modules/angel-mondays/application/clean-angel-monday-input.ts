import { Injectable } from '@nestjs/common';
import { angelMondayInstant, type AngelMondayInput } from '@inhala/domain';
import { RichTextSanitizer } from '../../../platform/html/rich-text-sanitizer.port';

/**
 * An Angel Monday as it will be stored, before the rules of 02 §5 check it: the message reduced
 * to the allow-listed HTML (so a message that was only a script is 'El contenido es requerido'),
 * and a bare calendar day made the instant that shows that day everywhere.
 */
@Injectable()
export class CleanAngelMondayInput {
  constructor(private readonly sanitizer: RichTextSanitizer) {}

  execute(input: AngelMondayInput): AngelMondayInput {
    return {
      ...input,
      text: typeof input.text === 'string' ? this.sanitizer.sanitize(input.text) : input.text,
      timestamp: typeof input.timestamp === 'string' ? angelMondayInstant(input.timestamp) : input.timestamp,
    };
  }
}
