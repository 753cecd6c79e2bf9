export abstract class PasswordResetNotifier {
  /** Mails the code and the link that carries `linkToken` (RESET_CODE_POLICY). */
  abstract sendCode(
    to: { id: string; email: string; firstName: string },
    code: string,
    validMinutes: number,
    linkToken: string,
  ): Promise<void>;
}
