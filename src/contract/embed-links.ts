/**
 * Share links turned into embeddable addresses, exactly as the service stores them (webEmbed rule):
 * YouTube `watch?v=`, `youtu.be`, `/shorts/`, `/live/` become `/embed/`; a Vimeo page becomes the player URL
 * (keeping the privacy hash as `?h=`); a Google Maps URL gains `output=embed`. Anything else is kept as sent.
 */
export interface EmbedConversion {
  url: string;
  converted: boolean;
  provider?: 'youtube' | 'vimeo' | 'maps';
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,}$/;

/** `t=90`, `t=1m30s`, `start=90` as whole seconds. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || (!m[1] && !m[2] && !m[3])) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function youtubeEmbed(id: string, params: URLSearchParams): EmbedConversion {
  const start = startSeconds(params.get('t') ?? params.get('start'));
  const url = `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
  return { url, converted: true, provider: 'youtube' };
}

export function convertEmbedUrl(raw: string): EmbedConversion {
  const input = raw.trim();
  let u: URL;
  try {
    u = new URL(input);
  } catch {
    return { url: input, converted: false };
  }
  const host = u.hostname.toLowerCase();
  const parts = u.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch' && parts.length === 1) {
      const id = u.searchParams.get('v');
      if (id && VIDEO_ID.test(id)) return youtubeEmbed(id, u.searchParams);
    }
    if ((parts[0] === 'shorts' || parts[0] === 'live') && parts[1] && VIDEO_ID.test(parts[1])) {
      return youtubeEmbed(parts[1], u.searchParams);
    }
    return { url: input, converted: false };
  }
  if (host === 'youtu.be' && parts[0] && VIDEO_ID.test(parts[0])) return youtubeEmbed(parts[0], u.searchParams);

  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    if (parts[0] && /^\d+$/.test(parts[0]) && parts.length <= 2) {
      const hash = parts[1] && /^[0-9a-f]+$/i.test(parts[1]) ? parts[1] : u.searchParams.get('h');
      const url = `https://player.vimeo.com/video/${parts[0]}${hash ? `?h=${hash}` : ''}`;
      return { url, converted: true, provider: 'vimeo' };
    }
    return { url: input, converted: false };
  }

  const isGoogleMaps =
    ((host === 'www.google.com' || host === 'google.com') && parts[0] === 'maps') || host === 'maps.google.com';
  if (isGoogleMaps) {
    if (parts[1] === 'embed' || u.searchParams.get('output') === 'embed') return { url: input, converted: false };
    u.searchParams.set('output', 'embed');
    return { url: u.toString(), converted: true, provider: 'maps' };
  }
  return { url: input, converted: false };
}

/** Video players are sized 16:9; `embedHeight` does not apply to them. */
export function isVideoPlayerUrl(url: string): boolean {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase();
    return (
      ((host === 'www.youtube.com' || host === 'youtube.com' || host === 'www.youtube-nocookie.com') && u.pathname.startsWith('/embed/')) ||
      (host === 'player.vimeo.com' && u.pathname.startsWith('/video/'))
    );
  } catch {
    return false;
  }
}
