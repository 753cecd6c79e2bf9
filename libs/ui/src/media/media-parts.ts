/**
 * What the app plays and keeps: the players, 'Transcripción', 'Sonido de fondo' and its sound
 * synthesis, 'Descargar'. Loaded as a chunk of its own (lazy-media.tsx) the first time a page
 * shows one of them: a visitor's first screen never needs them, and @inhala/ui, a shared package,
 * is otherwise loaded whole with it.
 */
export { ResumableAudioPlayer as AudioPlayer } from '../listening/ResumableAudioPlayer';
export { MeditationMedia } from '../components/MeditationMedia';
export { AudioWithTranscript, Transcript } from '../components/Transcript';
export { AmbientSoundControl } from '../ambient/AmbientSoundControl';
export { ambientLoopUrl } from '../ambient/ambient-loop-file';
export { DownloadButton } from '../downloads/DownloadButton';
export { claimMediaSession, setMediaPlaybackState } from '../player/media-session';
export { toPcm16, wavFromChunks } from '../ambient/wav';
