/** The e-mail context's front door: other contexts send mail through the Mailer port. */
export { EmailModule } from './email.module';
export { Mailer } from './ports/mailer.port';
