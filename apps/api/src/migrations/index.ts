import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { Subscriptions1763800000000 } from './1763800000000-subscriptions';
import { Catalogue1763900000000 } from './1763900000000-catalogue';
import { RitualOracleStreak1764000000000 } from './1764000000000-ritual-oracle-streak';
import { Challenges1764100000000 } from './1764100000000-challenges';
import { TrialOnce1764210000000 } from './1764210000000-trial-once';
import { JournalOrder1764250000000 } from './1764250000000-journal-order';
import { JournalCounts1764260000000 } from './1764260000000-journal-counts';
import { Chat1764300000000 } from './1764300000000-chat';
import { ChatDeletions1764310000000 } from './1764310000000-chat-deletions';
import { AdminCms1764400000000 } from './1764400000000-admin-cms';
import { ChallengeSectionAudio1764440000000 } from './1764440000000-challenge-section-audio';
import { Email1764500000000 } from './1764500000000-email';
import { EmailLeaseToken1764540000000 } from './1764540000000-email-lease-token';
import { PracticeSessions1764600000000 } from './1764600000000-practice-sessions';
import { MorningPageClientId1764700000000 } from './1764700000000-morning-page-client-id';
import { DayEndsAt1764800000000 } from './1764800000000-day-ends-at';
import { AccountErasure1764820000000 } from './1764820000000-account-erasure';
import { EmailMessageKey1764910000000 } from './1764910000000-email-message-key';
import { UsedTrials1764920000000 } from './1764920000000-used-trials';
import { ResetLinks1764930000000 } from './1764930000000-reset-links';
import { JournalDayOrder1764940000000 } from './1764940000000-journal-day-order';
import { MeditationScripts1764950000000 } from './1764950000000-meditation-scripts';
import { MeditationSearch1764960000000 } from './1764960000000-meditation-search';
import { WeeklyGoals1764970000000 } from './1764970000000-weekly-goals';
import { PracticeIntents1764980000000 } from './1764980000000-practice-intents';
import { MeditationMediaSeconds1764990000000 } from './1764990000000-meditation-media-seconds';
import { ListeningPositions1765000000000 } from './1765000000000-listening-positions';
import { RecordingTranscripts1765010000000 } from './1765010000000-recording-transcripts';

/** Listed explicitly so the bundled API needs no file globbing to find them. */
export const MIGRATIONS = [
  InitialSchema1763700000000,
  Subscriptions1763800000000,
  Catalogue1763900000000,
  RitualOracleStreak1764000000000,
  Challenges1764100000000,
  TrialOnce1764210000000,
  JournalOrder1764250000000,
  JournalCounts1764260000000,
  Chat1764300000000,
  ChatDeletions1764310000000,
  AdminCms1764400000000,
  ChallengeSectionAudio1764440000000,
  Email1764500000000,
  EmailLeaseToken1764540000000,
  PracticeSessions1764600000000,
  MorningPageClientId1764700000000,
  DayEndsAt1764800000000,
  AccountErasure1764820000000,
  EmailMessageKey1764910000000,
  UsedTrials1764920000000,
  ResetLinks1764930000000,
  JournalDayOrder1764940000000,
  MeditationScripts1764950000000,
  MeditationSearch1764960000000,
  WeeklyGoals1764970000000,
  PracticeIntents1764980000000,
  MeditationMediaSeconds1764990000000,
  ListeningPositions1765000000000,
  RecordingTranscripts1765010000000,
];
