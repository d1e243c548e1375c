// Types for upload-verdict.mjs (plain JavaScript: `npm run bench:photos` runs it with node).
export interface UploadBenchRow {
  target: string;
  201: number;
  "non-2xx": number;
  errors: number;
  timeouts: number;
}
export declare function failedUploadRows<Row extends UploadBenchRow>(rows: readonly Row[]): Row[];
export declare function assertEveryUploadStored(rows: readonly UploadBenchRow[]): void;
