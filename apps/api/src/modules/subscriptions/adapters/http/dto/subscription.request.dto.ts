import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { type CreateCheckoutRequest } from '@inhala/domain';

export class CreateCheckoutRequestDto implements Partial<CreateCheckoutRequest> {
  // Optional here so that a missing plan answers MISSING_PRICE_ID (01 §8), not a generic 400.
  @ApiPropertyOptional({ example: 'price_local_yearly' })
  @IsOptional()
  @IsString({ message: 'Elige un plan de suscripción' })
  @MaxLength(255, { message: 'El plan elegido no está disponible' })
  priceId?: string;
}
