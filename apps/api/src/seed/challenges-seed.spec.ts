import { guidanceSteps } from '@inhala/domain';
import { SPOKEN_WORDS_PER_SECOND, textProblems } from './catalogue/catalogue-problems';
import { SEED_CHALLENGES } from './challenges.seed';

const PRACTICE_SECONDS = 5 * 60;

describe('the demo challenges', () => {
  const days = SEED_CHALLENGES.flatMap((challenge) =>
    challenge.days.map((day, i) => ({ ...day, where: `${challenge.name}, día ${i + 1}` })),
  );

  it("give every day a practice of its own, spoken step by step within the day's 5 minutes", () => {
    expect(days).toHaveLength(31);
    expect(new Set(days.map((day) => day.practice)).size).toBe(days.length);
    for (const day of days) {
      const steps = guidanceSteps(day.practice, PRACTICE_SECONDS);
      // The opening, 7 or more of its own sentences, the closing.
      expect(steps.length).toBeGreaterThanOrEqual(9);
      steps.forEach((step, i) => {
        const gap = (steps[i + 1]?.at ?? PRACTICE_SECONDS) - step.at;
        const words = step.text.split(/\s+/).length;
        if (words / SPOKEN_WORDS_PER_SECOND > gap) throw new Error(`${day.where}: «${step.text}» no cabe`);
      });
    }
  });

  it('read as written for people: paired ¿? and ¡!, no gendered listener, nothing repeated', () => {
    const problems = days.flatMap((day) => [
      ...textProblems(`${day.where} práctica`, day.practice),
      ...textProblems(`${day.where} lectura`, day.reading),
      ...textProblems(`${day.where} reflexión`, day.prompt),
    ]);
    expect(problems).toEqual([]);
    expect(new Set(days.map((day) => day.prompt)).size).toBe(days.length);
  });
});
