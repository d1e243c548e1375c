/** Spec section 9: default zoom 10, at most 10 contractors (markers and list alike). */
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_MAX_MARKERS = 10;
