/** List endpoints answer one page at a time; the total travels in the X-Total-Count header. */
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 500;
export const TOTAL_COUNT_HEADER = "X-Total-Count";
