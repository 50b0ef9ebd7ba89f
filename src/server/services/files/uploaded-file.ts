/** One uploaded file, read into memory (uploads are at most 500 KB each). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}
