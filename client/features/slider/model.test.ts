import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { sliderOpened } from '../../shared/model/overlays.ts';
import {
  $slider,
  slideKind,
  sliderClosed,
  sliderNext,
  sliderPrevious,
  swipeDirection,
  wrapIndex,
} from './model.ts';

const media = [
  { url: '/demo/a.jpg', alt: 'La mairie' },
  { url: '/demo/b.png', alt: 'La place' },
  { url: '/demo/c.mp4', alt: 'Le 14 juillet' },
];

describe('slider rules', () => {
  it('wraps around in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it('plays video files in a player and shows the rest as images, an explicit kind winning', () => {
    expect(slideKind(media[0]!)).toBe('image');
    expect(slideKind(media[2]!)).toBe('video');
    expect(slideKind({ url: '/media/clip.MOV?x=1', alt: '' })).toBe('video');
    expect(slideKind({ url: '/watch?id=3', alt: '', kind: 'video' })).toBe('video');
    expect(slideKind({ url: '/photo.webp', alt: '' })).toBe('image');
  });

  it('reads a swipe left as next and a swipe right as previous, ignoring taps and vertical moves', () => {
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(90, -20)).toBe('previous');
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-60, 120)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });
});

describe('slider model', () => {
  it('opens at the given index, moves with wrap-around and closes', async () => {
    const scope = fork();
    await allSettled(sliderOpened, { scope, params: { media, index: 2 } });
    expect(scope.getState($slider)?.index).toBe(2);
    await allSettled(sliderNext, { scope });
    expect(scope.getState($slider)?.index).toBe(0);
    await allSettled(sliderPrevious, { scope });
    await allSettled(sliderPrevious, { scope });
    expect(scope.getState($slider)?.index).toBe(1);
    await allSettled(sliderClosed, { scope });
    expect(scope.getState($slider)).toBeNull();
    await allSettled(sliderNext, { scope });
    expect(scope.getState($slider)).toBeNull();
  });

  it('brings an index out of range back in, and stays closed without media', async () => {
    const scope = fork();
    await allSettled(sliderOpened, { scope, params: { media, index: 5 } });
    expect(scope.getState($slider)?.index).toBe(2);
    await allSettled(sliderOpened, { scope, params: { media: [], index: 0 } });
    expect(scope.getState($slider)).toBeNull();
  });
});
