/** The code of a failed file-system call (ENOENT, EEXIST…), or undefined for any other error. */
export function fsErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
