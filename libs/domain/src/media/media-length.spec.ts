import fc from 'fast-check';
import { durationMinutes } from '../ritual/ritual-meditation';
import {
  MEDIA_SECONDS_MAX,
  isMediaSeconds,
  mediaMinutes,
  mediaSecondsOf,
  meditationDurationLabel,
} from './media-length';

describe('media length', () => {
  it('should round a length read from a file to whole seconds, and refuse what is no length', () => {
    expect(mediaSecondsOf(299.6)).toBe(300);
    expect(mediaSecondsOf(0.2)).toBeNull();
    expect(mediaSecondsOf(Number.NaN)).toBeNull();
    expect(mediaSecondsOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(mediaSecondsOf(MEDIA_SECONDS_MAX + 1)).toBeNull();
    expect(mediaSecondsOf(null)).toBeNull();
    expect(isMediaSeconds(1.5)).toBe(false);
  });

  it('should label a recording with its nearest whole minute, never 0', () => {
    expect(mediaMinutes(45)).toBe(1);
    expect(mediaMinutes(300)).toBe(5);
    expect(mediaMinutes(749)).toBe(12);
    expect(mediaMinutes(751)).toBe(13);
  });

  it("should show the file's length on the card over a typed label, and the label without a file", () => {
    expect(meditationDurationLabel({ duration: '20 min', mediaSeconds: 754 })).toBe('13 min');
    expect(meditationDurationLabel({ duration: '20 min', mediaSeconds: null })).toBe('20 min');
    expect(meditationDurationLabel({ duration: null })).toBeNull();
  });

  it('should give a label that reads back as the minutes it was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MEDIA_SECONDS_MAX }), (seconds) => {
        const label = meditationDurationLabel({ duration: null, mediaSeconds: seconds });
        expect(durationMinutes(label)).toBe(mediaMinutes(seconds));
      }),
    );
  });
});
