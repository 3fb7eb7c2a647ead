// Types only. What JSON.stringify makes of a server value: the client reads API answers through it.

/** `T` as it arrives over the wire: a Date travels as its ISO string; arrays and objects keep their shape. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
