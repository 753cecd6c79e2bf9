"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const fast_check_1 = __importDefault(require("fast-check"));
const validation_1 = require("./validation");
const valid = { firstName: 'Ana', lastName: 'Luz', email: 'ana@inhala.app', password: 'secreto' };
describe('registration validation', () => {
    it('should accept a complete registration', () => {
        expect((0, validation_1.validateRegistration)(valid)).toEqual({});
    });
    it('should give the spec message for each short or invalid field', () => {
        expect((0, validation_1.validateRegistration)({ firstName: 'A', lastName: 'B', email: 'nope', password: '12345' })).toEqual({
            firstName: 'El nombre debe tener al menos 2 caracteres',
            lastName: 'El apellido debe tener al menos 2 caracteres',
            email: 'Ingrese un email válido',
            password: 'La contraseña debe tener al menos 6 caracteres',
        });
    });
    it('should count trimmed names, so spaces do not make a name', () => {
        expect((0, validation_1.validateRegistration)({ ...valid, firstName: '  A  ' }).firstName).toBe(validation_1.ACCOUNT_MESSAGES.firstNameMin);
    });
    it('should reject over-long fields', () => {
        const errors = (0, validation_1.validateRegistration)({ ...valid, firstName: 'a'.repeat(61), password: 'x'.repeat(129) });
        expect(errors.firstName).toBe('El nombre no puede superar los 60 caracteres');
        expect(errors.password).toBe('La contraseña no puede superar los 128 caracteres');
    });
    it('should require the confirmation to match when it is given', () => {
        expect((0, validation_1.validateRegistration)({ ...valid, passwordConfirm: 'otra' }).passwordConfirm).toBe('Las contraseñas no coinciden');
        expect((0, validation_1.validateRegistration)({ ...valid, passwordConfirm: valid.password })).toEqual({});
    });
});
describe('sign-in and password reset validation', () => {
    it('should require both email and password to sign in', () => {
        expect((0, validation_1.validateSignIn)({ email: '', password: 'x' })).toBe('Por favor ingresa tu email y contraseña');
        expect((0, validation_1.validateSignIn)({ email: 'a@b.co', password: '' })).toBe('Por favor ingresa tu email y contraseña');
        expect((0, validation_1.validateSignIn)({ email: 'a@b.co', password: 'x' })).toBeNull();
    });
    it('should ask for an email, then a valid one, on the forgot step', () => {
        expect((0, validation_1.validateForgotEmail)('  ')).toBe('Por favor ingresa tu email');
        expect((0, validation_1.validateForgotEmail)('ana@')).toBe('Por favor ingresa un email válido');
        expect((0, validation_1.validateForgotEmail)('ana@inhala.app')).toBeNull();
    });
    it('should check the new password in the spec order', () => {
        expect((0, validation_1.validateNewPassword)('', '')).toBe('Por favor ingresa una nueva contraseña');
        expect((0, validation_1.validateNewPassword)('12345', '12345')).toBe('La contraseña debe tener al menos 6 caracteres');
        expect((0, validation_1.validateNewPassword)('123456', '654321')).toBe('Las contraseñas no coinciden');
        expect((0, validation_1.validateNewPassword)('123456', '123456')).toBeNull();
    });
    it('should keep only up to six digits in the code input, whatever is typed', () => {
        fast_check_1.default.assert(fast_check_1.default.property(fast_check_1.default.string(), (typed) => {
            const filtered = (0, validation_1.filterOtpInput)(typed);
            expect(filtered).toMatch(/^\d{0,6}$/);
        }));
        expect((0, validation_1.filterOtpInput)('12a-34 5678')).toBe('123456');
        expect((0, validation_1.isValidOtp)('12345')).toBe(false);
        expect((0, validation_1.isValidOtp)('123456')).toBe(true);
    });
    it('should know real time zones and refuse made-up ones', () => {
        expect((0, validation_1.isKnownTimeZone)('America/Mexico_City')).toBe(true);
        expect((0, validation_1.isKnownTimeZone)('Mars/Olympus')).toBe(false);
        expect((0, validation_1.isKnownTimeZone)('')).toBe(false);
    });
});
