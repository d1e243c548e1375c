// RFC 3986, section 6.2.2.2: a percent-encoded unreserved character (letters, digits, - . _ ~) is the same URI as the
// character itself. Next.js matches "/api/h%65alth" to a route after decoding but then routes it again and again
// ("Attempted to handle request too many times", a 500 and leaked listeners), so the proxy sends such a path to
// its plain spelling first. Other encodings ("%2F", "%20", non-ASCII) mean something else and stay as they are.
const PERCENT_ENCODED = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The path with every percent-encoded unreserved character decoded; the same string when there is none. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(PERCENT_ENCODED, (encoded, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : encoded;
  });
}

// A "%" not followed by two hex digits: no valid URI holds one, and decoding it throws (decodeURIComponent's URIError),
// which Next.js would answer as a bare 500. Also an encoding that decodes to invalid UTF-8 ("%C3%28", "%FF").
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/** True when the path's percent-encoding cannot be decoded: a stray "%" or bytes that are not UTF-8. */
export function hasMalformedPercentEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  if (STRAY_PERCENT.test(pathname)) return true;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
