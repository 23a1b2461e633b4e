import { describe, expect, it } from 'vitest';
import { isVideoFile, videoSource } from './video.ts';

describe('video sources', () => {
  it('recognises the video extensions of SPEC §5 only', () => {
    for (const name of ['a.mp4', 'b.M4V', 'c.mov', 'd.avi', 'e.wmv', 'f.flv'])
      expect(isVideoFile(name)).toBe(true);
    for (const name of ['a.mp3', 'b.jpg', 'c.mp4.txt', 'mp4']) expect(isVideoFile(name)).toBe(false);
  });

  it('plays a video file of the site’s own media with its type', () => {
    expect(videoSource('/media/vallon/fete.mp4')).toEqual({
      kind: 'file',
      url: '/media/vallon/fete.mp4',
      type: 'video/mp4',
    });
    expect(videoSource('/media/clip.mov')).toMatchObject({ type: 'video/quicktime' });
    expect(videoSource('/media/notes.pdf')).toBeNull();
    expect(videoSource('/media/../secret.mp4')).toBeNull();
    expect(videoSource('//evil.example/x.mp4')).toBeNull();
    expect(videoSource('https://cdn.example/x.mp4')).toBeNull();
  });

  it('reads the YouTube id of every usual address and embeds it from the no-cookie host', () => {
    const id = 'aqz-KE-bpKQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}&t=10s`,
      `https://youtube.com/watch?v=${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
    ]) {
      expect(videoSource(url), url).toEqual({
        kind: 'youtube',
        id,
        watchUrl: `https://www.youtube.com/watch?v=${id}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      });
    }
  });

  it('refuses other hosts, plain http and malformed ids', () => {
    expect(videoSource('https://vimeo.com/123456')).toBeNull();
    expect(videoSource('https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(videoSource('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ"><script>')).toBeNull();
    expect(videoSource('not a url')).toBeNull();
  });
});
