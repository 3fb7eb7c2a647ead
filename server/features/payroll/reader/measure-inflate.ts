import { Inflate } from "pako";

/**
 * Inflates a raw deflate stream in plain JavaScript only to measure it: how many bytes it expands to and how
 * many input bytes the stream takes. Node's own zlib is not used here because this runs in the payroll worker
 * threads, which are terminated when a read overruns its limit, and Node 20 aborts the whole process when a
 * worker is terminated between creating a zlib handle and initialising it ("close before init").
 * The output is counted and dropped chunk by chunk, so memory stays at one chunk however large the entry.
 */

export class InflateLimitExceeded extends Error {}

export class InflateDamaged extends Error {}

export function measureRawInflate(input: Uint8Array, maxOutputBytes: number): { produced: number; consumed: number } {
  const inflator = new Inflate({ raw: true, chunkSize: 64 * 1024 });
  let produced = 0;
  inflator.onData = (chunk) => {
    produced += (chunk as Uint8Array).byteLength; // binary output: no `to: "string"` option
    if (produced > maxOutputBytes) throw new InflateLimitExceeded();
  };
  inflator.push(input, true);
  if (inflator.err !== 0) throw new InflateDamaged(inflator.msg || (inflator.err === -5 ? "unexpected end of file" : `inflate error ${inflator.err}`));
  // pako's typings leave out the stream state; total_in is the input the deflate stream took up to its end.
  const { strm } = inflator as unknown as { strm: { total_in: number } };
  return { produced, consumed: strm.total_in };
}
