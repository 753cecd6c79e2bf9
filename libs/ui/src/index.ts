// Data layer: transport, errors, the query client and its retry rules, storage.
export * from './data/api-error';
export * from './data/transport';
export * from './data/download';
export * from './data/query-client';
export * from './data/storage-keys';
export * from './data/error-logger';
// Session and access, provided once by the shell.
export * from './session/SessionProvider';
export * from './session/session-storage';
export * from './session/device-time-zone';
export * from './session/use-access';
// Calls that several apps read: fetcher, query options, hook and key factory in one file each.
export * from './api/angel-mondays';
export * from './api/challenges';
export * from './api/content';
export * from './api/customer-portal';
export * from './api/favorites';
export * from './api/meditation-search';
export * from './api/meditation-media';
export * from './api/oracle';
export * from './api/ritual';
export * from './api/streak';
export * from './api/subscription';
// The community chat's live connection (its socket code loads only for clients and admins).
export * from './chat/ChatProvider';
export * from './chat/chat-state';
export type { ChatConnection } from './chat/chat-connection';
// Forms: react-hook-form with the domain's rules.
export * from './forms/domain-resolver';
// Routing: the one router every front end shares.
export * from './routing/router';
// Design system.
export * from './toast/Toaster';
export type { ToastAction, ToastInput } from './toast/toast-state';
export * from './components/Button';
export * from './components/Modal';
export * from './components/StyleScope';
export * from './components/ConfirmDialog';
export * from './components/TextField';
export * from './components/feedback';
export * from './components/PageHeader';
export * from './components/ErrorBoundary';
export * from './components/SectionFallback';
export * from './components/NotFoundPage';
export * from './components/AccessGuard';
export * from './components/CheckList';
export * from './components/OracleWidget';
export * from './components/RevealedOracleCard';
export * from './components/LazyImage';
export * from './components/ProgressBar';
export * from './components/MeditationCard';
export * from './components/ChallengeCard';
export * from './components/ManageSubscriptionButton';
export * from './components/SubscriptionBadge';
export * from './components/JournalExportButton';
// Listening: background sounds synthesised on the device, and what the lock screen shows.
export * from './ambient/ambient-sounds';
export * from './ambient/audio-context';
// Offline: stored reads, the queue of writes made without network, and what the person is told.
export * from './offline/network-status';
export * from './offline/offline-error';
export * from './offline/offline-reads';
export * from './offline/write-queue';
export * from './offline/replay-writes';
export * from './offline/write-or-queue';
export * from './offline/use-pending-writes';
export * from './offline/OfflineSync';
export * from './offline/OfflineNotice';
export * from './offline/client-id';
export * from './offline/offline-texts';
export * from './offline/use-offline-meditation-search';
// Downloads: recordings stored to play and seek offline, premium content.
export * from './downloads/downloads-cache';
export * from './downloads/download-texts';
export * from './downloads/downloads-store';
export * from './downloads/use-downloads';
export * from './downloads/DownloadsGuard';
// The players, 'Transcripción', 'Sonido de fondo' and 'Descargar': a chunk loaded when first shown.
export * from './media/lazy-media';
export { useMediaArtwork } from './player/use-media-artwork';
export type { AudioPlayerErrors } from './components/AudioPlayer';
export type { MediaSessionInfo } from './player/use-media-session';
export type { ResumeAt } from './listening/ResumableAudioPlayer';
export * from './listening/listening-keys';
