import { Injectable } from '@nestjs/common';
import { Mailer } from '../../../email';
import { PasswordResetNotifier } from '../../ports/password-reset-notifier.port';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

@Injectable()
export class EmailPasswordResetNotifier extends PasswordResetNotifier {
  constructor(private readonly mailer: Mailer) {
    super();
  }

  async sendCode(
    to: { email: string; firstName: string },
    code: string,
    validMinutes: number,
  ): Promise<void> {
    const name = escape(to.firstName);
    await this.mailer.send({
      to: to.email,
      subject: `Tu código de recuperación de Inhala: ${code}`,
      text: `Hola ${to.firstName}:\n\nTu código para restablecer la contraseña es ${code}.\nCaduca en ${validMinutes} minutos y solo sirve una vez.\n\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.\n\nInhala`,
      html: `<div style="font-family:system-ui,sans-serif;color:#2f3b2f;max-width:480px">
  <h1 style="font-size:20px">Hola ${name}:</h1>
  <p>Tu código para restablecer la contraseña es:</p>
  <p style="font-size:32px;letter-spacing:8px;font-weight:700">${code}</p>
  <p>Caduca en ${validMinutes} minutos y solo sirve una vez.</p>
  <p style="color:#6b7a6b">Si no lo pediste, ignora este mensaje: tu contraseña no cambia.</p>
  <p>Inhala</p>
</div>`,
    });
  }
}
