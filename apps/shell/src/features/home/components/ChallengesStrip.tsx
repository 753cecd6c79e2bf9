import { Link, ChallengeCard } from '@inhala/ui';
import {
  challengeHref,
  challengeStatus,
  type ActiveChallengeView,
  type ChallengeProgressView,
  type ChallengeView,
} from '@inhala/domain';

const HOME_CHALLENGES_LIMIT = 3;

interface Props {
  challenges: readonly ChallengeView[];
  active: ActiveChallengeView | null | undefined;
  progress: readonly ChallengeProgressView[] | undefined;
}

/** 'Retos' on home (01 §2): the first 3 challenges with their status, each to its detail or tracker. */
export function ChallengesStrip({ challenges, active, progress }: Props) {
  if (challenges.length === 0) return null;
  return (
    <section aria-labelledby="home-retos">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="home-retos" className="font-display text-2xl text-ink">
          Retos
        </h2>
        <Link
          to="/challenges"
          className="min-h-11 content-center px-2 font-medium text-sage-800 hover:underline"
        >
          Ver todos
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {challenges.slice(0, HOME_CHALLENGES_LIMIT).map((challenge) => {
          const status = challengeStatus(challenge.id, active, progress);
          return (
            <li key={challenge.id}>
              <ChallengeCard
                challenge={challenge}
                status={status}
                href={challengeHref(challenge.id, status)}
                compact
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
