import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";

import { assertPhotoKey, isPhotoKey, type PhotoStore } from "../store";

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** Unset for AWS; the store's address for R2, MinIO and other S3-compatible stores. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores. */
  forcePathStyle?: boolean;
  /** Prepended to every key, e.g. "photos/". */
  prefix?: string;
}

/** Builds the client; exported so a test can check the settings that S3-compatible stores depend on. */
export function createS3Client(options: S3PhotoStoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Recent SDK releases add CRC checksums to every upload by default, which R2, MinIO and other S3-compatible
    // stores may refuse; send them only where the S3 API requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Any S3-compatible object store (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3. */
export function createS3PhotoStore(options: S3PhotoStoreOptions, client: S3Client = createS3Client(options)): PhotoStore {
  const prefix = options.prefix ?? "";
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertPhotoKey(key);
    return `${prefix}${key}`;
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    // One DeleteObject per key rather than DeleteObjects: the batch call needs a checksum header that not every
    // S3-compatible store accepts, and a booking holds at most a dozen objects.
    async delete(keys) {
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async listExpired(cutoff) {
      const expired: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isPhotoKey(key) && object.LastModified && object.LastModified < cutoff) expired.push(key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return expired;
    },
  };
}
