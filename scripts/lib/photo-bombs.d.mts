/** A valid progressive JPEG of width×height (default 1000×1000) whose last scan is repeated until it has `scans` scans. */
export function manyScanJpeg(scans: number, options?: { width?: number; height?: number }): Promise<Buffer>;
/** A valid Adam7-interlaced 16-bit RGBA PNG of width×height (default 7000×7000). */
export function interlaced16BitPng(width?: number, height?: number): Promise<Buffer>;
/** A PNG file from its IHDR header (13 bytes) and its compressed image data. */
export function pngFile(header: Buffer, idat: Buffer): Buffer;
