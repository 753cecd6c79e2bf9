/** The media type of WebVTT captions, as a <track> expects them (W3C WebVTT §7). */
export const VTT_TYPE = 'text/vtt; charset=utf-8';
