import { ApiProperty } from '@nestjs/swagger';
import {
  SECTION_KINDS,
  type ArchangelView,
  type CategoryView,
  type ChallengeDayView,
  type ChallengeSectionView,
  type ChallengeView,
  type ContentBundle,
  type FavoriteMeditationView,
  type LookupView,
  type MeditationMediaView,
  type MeditationScriptView,
  type MeditationSearchView,
  type MeditationTranscriptView,
  type MeditationView,
  type OracleCardView,
} from '@inhala/domain';
import {
  ApiId,
  ApiInteger,
  ApiNullableEnum,
  ApiNullableInteger,
  ApiNullableString,
} from '../../../../../platform/http/api-schema';
import { TranscriptDto } from '../../../../../platform/http/transcript.dto';

/** The catalogue's shapes (02 §3.3-§3.5), as GET /api/content and the calls that reuse them answer. */
/** A meditation's premium links (GET /api/meditations/media). */
export class MeditationMediaDto implements MeditationMediaView {
  @ApiId() id!: number;
  @ApiNullableString({ description: 'YouTube or Vimeo link' }) videoUrl!: string | null;
  @ApiNullableString({ description: 'An uploaded audio or video file (/uploads/...)' })
  mediaUrl!: string | null;
  @ApiNullableEnum(['audio', 'video']) mediaType!: 'audio' | 'video' | null;
  @ApiNullableString({ description: "The file's text alternative (GET /api/meditations/{id}/transcript)" })
  transcriptUrl!: string | null;
  @ApiNullableString({
    description: "The file's timed captions, WebVTT (GET /api/meditations/{id}/captions.vtt)",
  })
  captionsUrl!: string | null;
}

class MeditationDto implements MeditationView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiNullableString() description!: string | null;
  @ApiNullableString({ description: 'Always null here: premium, read from GET /api/meditations/media' })
  videoUrl!: string | null;
  @ApiNullableString({ description: 'Always null here: premium, read from GET /api/meditations/media' })
  mediaUrl!: string | null;
  @ApiNullableEnum(['audio', 'video']) mediaType!: 'audio' | 'video' | null;
  @ApiNullableInteger({
    minimum: 1,
    description: "Seconds the uploaded file plays, read from its bytes; cards show it over 'duration'",
  })
  mediaSeconds!: number | null;
  @ApiNullableString({ description: 'Always null here: premium, read from GET /api/meditations/media' })
  transcriptUrl!: string | null;
  @ApiNullableString({ description: 'Always null here: premium, read from GET /api/meditations/media' })
  captionsUrl!: string | null;
  @ApiNullableString({ example: '10 min' }) duration!: string | null;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() journalPrompt!: string | null;
  @ApiProperty() isNew!: boolean;
  @ApiInteger() sortOrder!: number;
  @ApiNullableString({ description: 'First type name' }) type!: string | null;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty({ type: [String] }) categories!: string[];
  @ApiProperty({ type: 'integer', isArray: true }) categoryIds!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) keywordIds!: number[];
  @ApiProperty({ type: 'integer', isArray: true }) typeIds!: number[];
}

class LookupDto implements LookupView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
}

class CategoryDto extends LookupDto implements CategoryView {
  @ApiNullableString() imageUrl!: string | null;
}

export class ChallengeDto implements ChallengeView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiNullableString() shortDesc!: string | null;
  @ApiNullableString() longDesc!: string | null;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() welcomeVideoUrl!: string | null;
  @ApiInteger({ minimum: 1 }) totalDays!: number;
  @ApiProperty() isPremium!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class ChallengeSectionDto implements ChallengeSectionView {
  @ApiInteger({ minimum: 1, maximum: 4 }) number!: number;
  @ApiProperty({ enum: SECTION_KINDS }) meta!: ChallengeSectionView['meta'];
  @ApiNullableString() title!: string | null;
  @ApiNullableString() content!: string | null;
  @ApiNullableString({
    description: 'Premium: null in GET /api/content, and in the day list for a lead or a visitor',
  })
  url!: string | null;
  @ApiNullableString({
    description:
      'Premium (/uploads/...): null in GET /api/content, and in the day list for a lead or a visitor',
  })
  audioPath!: string | null;
  @ApiNullableString({ description: "An audio section's transcript (premium, like audioPath)" })
  transcriptUrl!: string | null;
  @ApiNullableString({ description: "An audio section's WebVTT captions (premium, like audioPath)" })
  captionsUrl!: string | null;
}

export class ChallengeDayDto implements ChallengeDayView {
  @ApiId() id!: number;
  @ApiId() challengeId!: number;
  @ApiInteger({ minimum: 1 }) dayNumber!: number;
  @ApiNullableString() moduleTitle!: string | null;
  @ApiNullableString() preview!: string | null;
  @ApiProperty({ type: [ChallengeSectionDto], description: 'Only the configured sections, in order' })
  sections!: ChallengeSectionDto[];
  @ApiNullableString() audioOriginalName!: string | null;
  @ApiNullableInteger({ description: 'Bytes' }) audioSize!: number | null;
}

export class OracleCardDto implements OracleCardView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() explanation!: string | null;
  @ApiNullableString() description!: string | null;
  @ApiNullableInteger() arcangelId!: number | null;
  @ApiNullableString() arcangelName!: string | null;
}

export class ArchangelDto implements ArchangelView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiNullableString() topic!: string | null;
  @ApiNullableString() description!: string | null;
  @ApiNullableString() imageUrl!: string | null;
}

export class ContentBundleDto implements ContentBundle {
  @ApiProperty({ type: [MeditationDto] }) meditations!: MeditationDto[];
  @ApiProperty({ type: [ChallengeDto] }) challenges!: ChallengeDto[];
  @ApiProperty({ type: [ChallengeDayDto] }) challengeDetails!: ChallengeDayDto[];
  @ApiProperty({ type: [OracleCardDto] }) oracleCards!: OracleCardDto[];
  @ApiProperty({ type: [ArchangelDto] }) arcangeles!: ArchangelDto[];
  @ApiProperty({ type: [CategoryDto] }) categories!: CategoryDto[];
  @ApiProperty({ type: [LookupDto] }) keywords!: LookupDto[];
  @ApiProperty({ type: [LookupDto] }) types!: LookupDto[];
}

export class FavoriteMeditationDto implements FavoriteMeditationView {
  @ApiId() id!: number;
  @ApiProperty() name!: string;
  @ApiNullableString() imageUrl!: string | null;
  @ApiNullableString() duration!: string | null;
  @ApiProperty() isNew!: boolean;
}

export class ScriptStepDto {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Second of the session at which it is said' })
  at!: number;
  @ApiProperty({ maxLength: 600 }) text!: string;
}

/** A meditation's script (GET /api/meditations/{id}/script, and the editor's). */
export class MeditationScriptDto implements MeditationScriptView {
  @ApiId() meditationId!: number;
  @ApiProperty({ type: [ScriptStepDto] }) steps!: ScriptStepDto[];
}

/** A meditation's recording as text (GET /api/meditations/{id}/transcript). */
export class MeditationTranscriptDto extends TranscriptDto implements MeditationTranscriptView {
  @ApiId() meditationId!: number;
}

class SearchCorrectionDto {
  @ApiProperty({ example: 'respiracoin' }) from!: string;
  @ApiProperty({ example: 'respiracion' }) to!: string;
}

/** What a catalogue search found (GET /api/meditations/search). */
export class MeditationSearchDto implements MeditationSearchView {
  @ApiProperty() query!: string;
  @ApiProperty({ type: [Number], description: 'Published meditations, best first (at most 60)' })
  ids!: number[];
  @ApiProperty({ type: [SearchCorrectionDto], description: 'Words read as the catalogue’s closest' })
  corrections!: SearchCorrectionDto[];
}
