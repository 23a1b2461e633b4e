// A video: a file of the site's own media plays in the browser's player (preload
// none: nothing downloads before play); a YouTube video shows our poster and loads YouTube's
// player only when the visitor presses play (docs/architecture.md, "decided": no third-party request before).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImageRef } from '#shared/contracts/content.ts';
import { defaultSrc } from '#shared/lib/images.ts';
import { videoSource } from '#shared/lib/video.ts';
import { Picture } from '../../../shared/ui/picture.tsx';
import type { BlockViewProps } from '../view-props.ts';
import './video.css';

/** SPEC §9: a video is at most 950 px wide. */
const VIDEO_WIDTH = 950;
const VIDEO_HEIGHT = Math.round((VIDEO_WIDTH * 9) / 16);

function YouTubePlayer({
  title,
  poster,
  watchUrl,
  embedUrl,
}: {
  title: string;
  poster: ImageRef | null | undefined;
  watchUrl: string;
  embedUrl: string;
}) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <>
      <div className="video-frame">
        {playing ? (
          <iframe
            ref={frame}
            src={embedUrl}
            title={title}
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster && (
              <Picture
                className="video-poster"
                src={poster.url}
                alt=""
                width={VIDEO_WIDTH}
                height={VIDEO_HEIGHT}
                sizes={`(max-width: ${VIDEO_WIDTH}px) 100vw, ${VIDEO_WIDTH}px`}
              />
            )}
            <button type="button" className="video-play" onClick={() => setPlaying(true)}>
              <span className="video-play-icon" aria-hidden="true" />
              <span className="video-play-label">{t`Play the video: ${title}`}</span>
            </button>
          </>
        )}
      </div>
      <p className="video-notice">
        <Trans>The video is played by YouTube (youtube-nocookie.com) only once you start it.</Trans>{' '}
        <a href={watchUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Watch it on YouTube</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>(opens a new window)</Trans>
          </span>
        </a>
      </p>
    </>
  );
}

export function VideoBlock({ block }: BlockViewProps<'video'>) {
  const titleId = useId();
  const source = videoSource(block.url);
  if (!source) return null;
  return (
    <section className="block video-block" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      {source.kind === 'file' ? (
        <div className="video-frame">
          <video
            controls
            preload="none"
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
            aria-labelledby={titleId}
            {...(block.poster ? { poster: defaultSrc(block.poster.url, VIDEO_WIDTH) } : {})}
          >
            <source src={source.url} type={source.type} />
            <a href={source.url} download>
              <Trans>Download the video</Trans>
            </a>
          </video>
        </div>
      ) : (
        <YouTubePlayer
          title={block.title}
          poster={block.poster}
          watchUrl={source.watchUrl}
          embedUrl={source.embedUrl}
        />
      )}
    </section>
  );
}
