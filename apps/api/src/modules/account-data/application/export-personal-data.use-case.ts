import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_DATA_LIMITS,
  ACCOUNT_DATA_TEXTS,
  RetryLaterError,
  accountExportFileName,
} from '@inhala/domain';
import { Clock } from '../../../platform/time/clock.port';
import { AccountDataThrottle } from '../ports/account-data.throttle.port';
import { PersonalDataReader, type PersonalDataSection } from '../ports/personal-data.reader.port';
import { personalDataJson } from './personal-data-json';

export interface PersonalDataFile {
  name: string;
  /** The file's text, chunk by chunk (read lazily, when the archive reaches it). */
  chunks: () => AsyncIterable<string>;
}

export interface PersonalDataExport {
  fileName: string;
  files: PersonalDataFile[];
}

function readme(sections: PersonalDataSection[], generatedAt: Date): string {
  const lines = [
    'Inhala — tus datos',
    '',
    `Esta copia se generó el ${generatedAt.toISOString().slice(0, 10)} (fecha UTC) a petición tuya.`,
    'Contiene todo lo que Inhala guarda sobre ti, en archivos JSON (texto legible con cualquier',
    'editor). Las fechas y horas están en formato ISO 8601, en UTC.',
    '',
    'Archivos:',
    ...sections.map((s) => `- ${s.file}: ${s.description}`),
    '',
    'Por tu seguridad no se incluyen tu contraseña (solo guardamos una huella cifrada de ella),',
    'los identificadores de tus sesiones abiertas ni los códigos para restablecer la contraseña.',
    'Los pagos los gestiona el proveedor de pagos; sus recibos están en el portal de tu suscripción.',
    '',
    'Si quieres eliminar tu cuenta y todos estos datos, ve a Perfil > Tus datos > Eliminar mi cuenta.',
    ACCOUNT_DATA_TEXTS.trialNote,
    '',
  ];
  return lines.join('\r\n');
}

/** 'Descargar mis datos' (issue 19): the files of the person's ZIP, read lazily in batches. */
@Injectable()
export class ExportPersonalData {
  private readonly logger = new Logger('ExportPersonalData');

  constructor(
    private readonly reader: PersonalDataReader,
    private readonly throttle: AccountDataThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<PersonalDataExport> {
    const now = this.clock.now();
    const { hits, resetAt } = await this.throttle.count('export', userId);
    if (hits > ACCOUNT_DATA_LIMITS.exports.limit) throw new RetryLaterError('RATE_LIMITED', resetAt, now);
    const sections = this.reader.sectionsOf(userId);
    this.logger.log(`personal data export: account ${userId}, ${sections.length} files`);
    return {
      fileName: accountExportFileName(now.toISOString().slice(0, 10)),
      files: [
        {
          name: 'LEEME.txt',
          chunks: async function* () {
            yield readme(sections, now);
          },
        },
        ...sections.map((section) => ({
          name: section.file,
          chunks: () => personalDataJson(section.content),
        })),
      ],
    };
  }
}
