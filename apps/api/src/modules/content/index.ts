/** The content context's front door: what other contexts may use of it. */
export {
  ArchangelDto,
  ChallengeDayDto,
  ChallengeDto,
  OracleCardDto,
} from './adapters/http/dto/catalogue.response.dto';
