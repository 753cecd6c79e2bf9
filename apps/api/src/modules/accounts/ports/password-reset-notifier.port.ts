export abstract class PasswordResetNotifier {
  abstract sendCode(
    to: { email: string; firstName: string },
    code: string,
    validMinutes: number,
  ): Promise<void>;
}
