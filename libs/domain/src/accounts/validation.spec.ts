import fc from 'fast-check';
import {
  ACCOUNT_MESSAGES,
  filterOtpInput,
  isKnownTimeZone,
  isValidOtp,
  validateForgotEmail,
  validateNewPassword,
  validateRegistration,
  validateSignIn,
} from './validation';

const valid = { firstName: 'Ana', lastName: 'Luz', email: 'ana@inhala.app', password: 'secreto' };

describe('registration validation', () => {
  it('should accept a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('should give the spec message for each short or invalid field', () => {
    expect(validateRegistration({ firstName: 'A', lastName: 'B', email: 'nope', password: '12345' })).toEqual(
      {
        firstName: 'El nombre debe tener al menos 2 caracteres',
        lastName: 'El apellido debe tener al menos 2 caracteres',
        email: 'Ingrese un email válido',
        password: 'La contraseña debe tener al menos 6 caracteres',
      },
    );
  });

  it('should count trimmed names, so spaces do not make a name', () => {
    expect(validateRegistration({ ...valid, firstName: '  A  ' }).firstName).toBe(
      ACCOUNT_MESSAGES.firstNameMin,
    );
  });

  it('should reject over-long fields', () => {
    const errors = validateRegistration({ ...valid, firstName: 'a'.repeat(61), password: 'x'.repeat(129) });
    expect(errors.firstName).toBe('El nombre no puede superar los 60 caracteres');
    expect(errors.password).toBe('La contraseña no puede superar los 128 caracteres');
  });

  it('should require the confirmation to match when it is given', () => {
    expect(validateRegistration({ ...valid, passwordConfirm: 'otra' }).passwordConfirm).toBe(
      'Las contraseñas no coinciden',
    );
    expect(validateRegistration({ ...valid, passwordConfirm: valid.password })).toEqual({});
  });
});

describe('sign-in and password reset validation', () => {
  it('should require both email and password to sign in', () => {
    expect(validateSignIn({ email: '', password: 'x' })).toBe('Por favor ingresa tu email y contraseña');
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toBe('Por favor ingresa tu email y contraseña');
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('should ask for an email, then a valid one, on the forgot step', () => {
    expect(validateForgotEmail('  ')).toBe('Por favor ingresa tu email');
    expect(validateForgotEmail('ana@')).toBe('Por favor ingresa un email válido');
    expect(validateForgotEmail('ana@inhala.app')).toBeNull();
  });

  it('should check the new password in the spec order', () => {
    expect(validateNewPassword('', '')).toBe('Por favor ingresa una nueva contraseña');
    expect(validateNewPassword('12345', '12345')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(validateNewPassword('123456', '654321')).toBe('Las contraseñas no coinciden');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });

  it('should keep only up to six digits in the code input, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const filtered = filterOtpInput(typed);
        expect(filtered).toMatch(/^\d{0,6}$/);
      }),
    );
    expect(filterOtpInput('12a-34 5678')).toBe('123456');
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('123456')).toBe(true);
  });

  it('should know real time zones and refuse made-up ones', () => {
    expect(isKnownTimeZone('America/Mexico_City')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
