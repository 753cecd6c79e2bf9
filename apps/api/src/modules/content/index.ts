/** The content context's front door: what other contexts may use of it. */
export {
  ArchangelDto,
  ChallengeDayDto,
  ChallengeDto,
  OracleCardDto,
} from './adapters/http/dto/catalogue.response.dto';
export { RefreshContentBundle, type ContentStats } from './application/refresh-content-bundle.use-case';
export { ContentModule } from './content.module';
export { Catalogue } from './ports/catalogue.port';
