/**
 * The specification's Limits table, in one place. Plain constants with no
 * imports, so that the request scheduler (loaded with the login route) reads
 * the rate limit from here without pulling zod into the first load.
 */
export const LIMITS = {
  requestsPerMinute: 300,
  rateWindowMs: 60_000,
  timestampSkewMs: 5 * 60_000,
  pictureBytes: 8 * 1024 * 1024,
  pictureTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
  externalQrValue: 500,
  pollQuestion: 500,
  pollOptionsMin: 2,
  pollOptionsMax: 20,
  questionText: 500,
  answerText: 500,
  listEntries: 10,
  timeZoneOffsetMin: -12,
  timeZoneOffsetMax: 14,
  carouselIntervalMin: 1,
  carouselIntervalMax: 60,
  bulkItems: 200,
  embedHeightMin: 100,
  embedHeightMax: 2000,
  embedHeightDefault: 400,
  imageWidths: [30, 40, 50, 60, 70] as const,
  imageWidthDefault: 40,
  keyLifetimesHours: [1, 3, 6, 12, 24] as const,
} as const;
