import { Body, Controller, Get, HttpCode, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthResponse, MeResponse, MessageResponse, UserView } from '@inhala/domain';
import { AUTH_LIMITS, RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../../../platform/http/client-address';
import { RateLimitGuard } from '../../../../platform/rate-limit/rate-limit.guard';
import { RefreshSession } from '../../application/refresh-session.use-case';
import { RegisterAccount } from '../../application/register-account.use-case';
import { RequestPasswordReset } from '../../application/request-password-reset.use-case';
import { ResetPassword } from '../../application/reset-password.use-case';
import { ResetPasswordByLink } from '../../application/reset-password-by-link.use-case';
import { SignIn } from '../../application/sign-in.use-case';
import { SignOut } from '../../application/sign-out.use-case';
import { ChangePracticeDay } from '../../application/change-practice-day.use-case';
import {
  ChangePracticeDayRequestDto,
  ForgotPasswordRequestDto,
  RefreshSessionRequestDto,
  RegisterRequestDto,
  ResetPasswordByLinkRequestDto,
  ResetPasswordRequestDto,
  SignInRequestDto,
} from './dto/auth.request.dto';
import { ErrorBodyDto, MessageResponseDto } from '../../../../platform/http/common.dto';
import { AuthResponseDto, MeResponseDto } from './dto/auth.response.dto';
import { Authenticated, CurrentUser, sessionTokenOf } from '../../../../platform/http/session';

@ApiTags('auth')
@ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid input, with a Spanish message' })
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly signInAccount: SignIn,
    private readonly registerAccount: RegisterAccount,
    private readonly refresh: RefreshSession,
    private readonly signOut: SignOut,
    private readonly requestReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly resetPasswordByLink: ResetPasswordByLink,
    private readonly practiceDay: ChangePracticeDay,
  ) {}

  @Post('signin')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(AUTH_LIMITS.signIn)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No existe una cuenta con este email' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description:
      'RATE_LIMITED, or SIGN_IN.NEW_DEVICE_UNDER_ATTACK: the account is being guessed from many places and this address is new to it (recover the password to be admitted)',
  })
  signIn(@Body() body: SignInRequestDto, @Req() request: Request): Promise<AuthResponse> {
    return this.signInAccount.execute(body, sessionTokenOf(request), clientAddress(request));
  }

  @Post('register')
  @UseGuards(RateLimitGuard)
  @RateLimit(AUTH_LIMITS.register)
  @ApiCreatedResponse({ type: AuthResponseDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'User already exists with this email' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  register(@Body() body: RegisterRequestDto, @Req() request: Request): Promise<AuthResponse> {
    return this.registerAccount.execute(body, clientAddress(request));
  }

  @Get('me')
  @Authenticated()
  @ApiOkResponse({ type: MeResponseDto })
  me(@CurrentUser() user: UserView): MeResponse {
    return { user };
  }

  @Patch('me')
  @Authenticated()
  @ApiOkResponse({ type: MeResponseDto })
  async changePracticeDay(
    @CurrentUser() user: UserView,
    @Body() body: ChangePracticeDayRequestDto,
  ): Promise<MeResponse> {
    return { user: await this.practiceDay.execute(user, body) };
  }

  @Post('refresh-session')
  @HttpCode(200)
  @ApiOkResponse({ type: MeResponseDto })
  async refreshSession(@Body() body: RefreshSessionRequestDto): Promise<MeResponse> {
    return { user: await this.refresh.execute(body.sessionId) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@Req() request: Request): Promise<MessageResponse> {
    await this.signOut.execute(sessionTokenOf(request));
    return { message: 'Sesión cerrada' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(AUTH_LIMITS.forgot)
  @ApiOkResponse({
    type: MessageResponseDto,
    description: 'The same answer whether or not the account exists',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  forgotPassword(@Body() body: ForgotPasswordRequestDto): Promise<MessageResponse> {
    return this.requestReset.execute(body.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(AUTH_LIMITS.reset)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many wrong codes or requests' })
  reset(@Body() body: ResetPasswordRequestDto, @Req() request: Request): Promise<MessageResponse> {
    return this.resetPassword.execute(body, clientAddress(request));
  }

  /** The reset mail's link (/?restablecer=<token>): from any device, whatever codes were typed. */
  @Post('reset-password/link')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit(AUTH_LIMITS.resetLink)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  resetByLink(
    @Body() body: ResetPasswordByLinkRequestDto,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    return this.resetPasswordByLink.execute(body, clientAddress(request));
  }
}
