/** Saving a download lives in lib/, shared with the other features that download files. */
export { saveFile } from '../../lib/file-download';
