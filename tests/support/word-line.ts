import type { Word } from "@server/documents/text/words";

/** An invented line of word boxes on page 1: each word 5 units a letter wide, 9 high, 4 apart, from (x, y). */
export const wordLine = (text: string, x: number, y: number): Word[] => {
  let at = x;
  return text.split(" ").map((t) => {
    const w = { text: t, x: at, y, w: t.length * 5, h: 9, page: 1 };
    at += t.length * 5 + 4;
    return w;
  });
};
