import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageSettings } from '../config';
import type { FileStore } from './fileStore';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Uploads in an S3-compatible bucket (AWS, MinIO, Aliyun OSS, Tencent COS), through the AWS SDK v3 S3 client. */
export function createS3Store(s: S3Settings): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  return {
    kind: 's3',
    client,
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const r = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
        return { size: Number(r.ContentLength ?? 0), stream: r.Body as Readable };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
  };
}
