/** The error `f` throws, or undefined when it returns: for asserting on an error's fields. */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
}
