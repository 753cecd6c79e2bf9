import { ApiProperty } from '@nestjs/swagger';
import type { OracleDrawResponse, OracleTodayResponse } from '@inhala/domain';
import { OracleCardDto } from '../../../../content';

export class OracleTodayDto implements OracleTodayResponse {
  @ApiProperty() hasDrawn!: boolean;
  @ApiProperty({ type: OracleCardDto, nullable: true }) card!: OracleCardDto | null;
}

export class OracleDrawDto implements OracleDrawResponse {
  @ApiProperty({ type: OracleCardDto }) card!: OracleCardDto;
  @ApiProperty() isNewDraw!: boolean;
}
