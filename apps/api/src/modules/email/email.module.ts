import { Module } from '@nestjs/common';
import { NodemailerMailer } from './adapters/nodemailer/nodemailer.mailer';
import { Mailer } from './ports/mailer.port';

@Module({
  providers: [{ provide: Mailer, useClass: NodemailerMailer }],
  exports: [Mailer],
})
export class EmailModule {}
