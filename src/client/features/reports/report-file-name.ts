export { clubReportFileName } from '../../../shared/reports/club-report-file-name';
/** Reading a download's file name lives in lib/, shared with the other features that download files. */
export { fileNameOf } from '../../lib/file-download';
