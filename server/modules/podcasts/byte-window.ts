/**
 * Reads a file at any position through one window of about a megabyte, so the checks of an upload
 * (a 200 MB episode is walked frame by frame) read the disk in large sequential pieces and never
 * hold the whole file in memory.
 */
import type { FileHandle } from 'node:fs/promises';

const WINDOW_BYTES = 1024 * 1024;

export class ByteWindow {
  private buffer = Buffer.alloc(0);
  private start = 0;

  constructor(
    private readonly file: FileHandle,
    /** The file's size in bytes. */
    readonly size: number,
  ) {}

  /**
   * The `length` bytes at `position` (a view into the window: read them before the next call), or
   * fewer when the file ends sooner.
   */
  async bytes(position: number, length: number): Promise<Buffer> {
    const end = Math.min(position + length, this.size);
    if (position < this.start || end > this.start + this.buffer.length) {
      const want = Math.min(Math.max(length, WINDOW_BYTES), this.size - position);
      const buffer = Buffer.alloc(Math.max(0, want));
      const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
      this.buffer = buffer.subarray(0, bytesRead);
      this.start = position;
    }
    return this.buffer.subarray(position - this.start, end - this.start);
  }
}
