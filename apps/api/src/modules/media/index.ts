/** The media context's front door. */
export { MediaModule } from './media.module';
