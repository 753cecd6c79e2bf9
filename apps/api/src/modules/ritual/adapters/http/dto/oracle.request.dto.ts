import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ORACLE_CONTEXTS, type OracleContext, type OracleDrawRequest } from '@inhala/domain';

export class OracleContextQuery {
  @ApiProperty({ enum: ORACLE_CONTEXTS })
  @IsIn(ORACLE_CONTEXTS, { message: 'El contexto debe ser home o ritual' })
  context!: OracleContext;
}

export class OracleDrawRequestDto implements OracleDrawRequest {
  @ApiProperty({ enum: ORACLE_CONTEXTS })
  @IsIn(ORACLE_CONTEXTS, { message: 'El contexto debe ser home o ritual' })
  context!: OracleContext;
}
