/** Spec 000 section 4: a pasted file's name, a timestamp and its number. */
export function pastedFileName(type: string, index: number, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}.${pad(now.getSeconds())}`;
  const extension = type.split('/')[1]?.split('+')[0] ?? 'bin';
  return `${stamp}-${index + 1}.${extension}`;
}
