export abstract class PasswordResetNotifier {
  abstract sendCode(
    to: { id: string; email: string; firstName: string },
    code: string,
    validMinutes: number,
  ): Promise<void>;
}
