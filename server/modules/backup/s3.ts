/**
 * The copy off the box: each finished archive is uploaded to an S3-compatible bucket
 * (BACKUP_S3_URL) with the AWS SDK, checked there by its size, and the bucket is pruned by the same
 * rule as the backup folder. The SDK is loaded only when a copy is configured, so a site without
 * one never pays for it at start-up.
 *
 * Checksums: the SDK's default since 2025 adds CRC checksums in a trailing, chunk-encoded body,
 * which several S3-compatible services refuse or store garbled; checksums are sent only where the
 * S3 API requires them (the archive carries its own SHA-256 of every file, checked by a restore).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { KeepRule, S3Target } from './backup-config.ts';
import { isArchiveName } from './naming.ts';
import { archivesToPrune } from './retention.ts';

async function clientFor(target: S3Target): Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return { s3, client };
}

/** The object address shown to people: s3://bucket/prefix/name. */
export const s3Address = (target: S3Target, key: string) => `s3://${target.bucket}/${key}`;

/** Uploads the archive at `path` and checks the stored size; returns its key. */
export async function copyToS3(target: S3Target, path: string): Promise<string> {
  const { s3, client } = await clientFor(target);
  const { Upload } = await import('@aws-sdk/lib-storage');
  const key = `${target.prefix}${basename(path)}`;
  const size = (await stat(path)).size;
  try {
    // Multipart past 16 MB (a single PUT stops at 5 GB), two parts in flight.
    await new Upload({
      client,
      params: { Bucket: target.bucket, Key: key, Body: createReadStream(path), ContentType: 'application/gzip' },
      partSize: 16 * 1024 * 1024,
      queueSize: 2,
    }).done();
    const head = await client.send(new s3.HeadObjectCommand({ Bucket: target.bucket, Key: key }));
    if (head.ContentLength !== size) throw new Error(`the stored copy has ${head.ContentLength} bytes instead of ${size}`);
    return key;
  } finally {
    client.destroy();
  }
}

/** Deletes the bucket's archives (under the prefix) that `keep` does not keep; returns their names. */
export async function pruneS3(target: S3Target, keep: KeepRule): Promise<string[]> {
  const { s3, client } = await clientFor(target);
  try {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        const name = o.Key?.slice(target.prefix.length) ?? '';
        if (isArchiveName(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const doomed = archivesToPrune(names, keep);
    for (const name of doomed) await client.send(new s3.DeleteObjectCommand({ Bucket: target.bucket, Key: `${target.prefix}${name}` }));
    return doomed;
  } finally {
    client.destroy();
  }
}
