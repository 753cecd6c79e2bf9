import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import {
  LOOKUP_KINDS,
  LOOKUP_NAME_MAX,
  MEDITATION_MESSAGES,
  type AdminLookup,
  type AdminLookups,
  type LookupInput,
  type LookupKind,
} from '@inhala/domain';
import { ApiId } from '../../../../../platform/http/api-schema';

/** The `:kind` of POST /api/admin/lookups/{kind}. */
export class LookupKindParams {
  @ApiProperty({ enum: LOOKUP_KINDS })
  @IsIn(LOOKUP_KINDS, { message: MEDITATION_MESSAGES.lookupKindInvalid })
  kind!: LookupKind;
}

export class LookupInputDto implements LookupInput {
  @ApiProperty({ maxLength: LOOKUP_NAME_MAX })
  // Bounded before the domain rule counts it (spaces around it are trimmed there); the type is
  // checked first (class-validator runs stacked decorators bottom first).
  @MaxLength(LOOKUP_NAME_MAX * 4, { message: MEDITATION_MESSAGES.lookupNameTooLong })
  @IsString({ message: MEDITATION_MESSAGES.lookupNameRequired })
  name!: string;
}

export class AdminLookupDto implements AdminLookup {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
}

export class AdminLookupsDto implements AdminLookups {
  @ApiProperty({ type: [AdminLookupDto] }) categories!: AdminLookupDto[];
  @ApiProperty({ type: [AdminLookupDto] }) keywords!: AdminLookupDto[];
  @ApiProperty({ type: [AdminLookupDto] }) types!: AdminLookupDto[];
  @ApiProperty({ type: [AdminLookupDto] }) tags!: AdminLookupDto[];
}
