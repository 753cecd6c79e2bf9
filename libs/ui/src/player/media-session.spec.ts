import { installFakeMedia } from '../../../../tools/test/fake-media';
import { claimMediaSession } from './media-session';

describe('claimMediaSession', () => {
  let media: ReturnType<typeof installFakeMedia>;
  beforeEach(() => {
    media = installFakeMedia();
  });
  afterEach(() => media.restore());

  it('keeps the last claimant on the lock screen: an earlier one’s release leaves it alone', () => {
    const play = jest.fn();
    const first = claimMediaSession({ title: 'Primera', artist: 'Inhala' }, { play });
    const second = claimMediaSession({ title: 'Segunda', artist: 'Inhala' }, { play });
    expect(first.current()).toBe(false);
    expect(second.current()).toBe(true);
    first();
    expect(media.session.metadata).toMatchObject({ title: 'Segunda' });
    expect(media.session.handlers.get('play')).toBe(play);
    second();
    expect(media.session.metadata).toBeNull();
    expect(media.session.handlers.get('play')).toBeNull();
    expect(media.session.playbackState).toBe('none');
  });

  it('does nothing where there is no Media Session', () => {
    media.restore();
    const release = claimMediaSession({ title: 'Sin pantalla', artist: 'Inhala' }, {});
    expect(release.current()).toBe(false);
    expect(() => release()).not.toThrow();
    media = installFakeMedia();
  });
});
